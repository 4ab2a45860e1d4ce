// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react'
import { ProductGallery } from '@/components/shop/product-gallery'
import { ProductMainView } from '@/components/shop/product-main-view'
import { svgDataUrl } from '@/lib/inline-image'

const views = ['/images/products/p1.svg', '/images/products/p1-b.svg', '/images/products/p1-c.svg']
const title = 'The Specialty Lines Field Guide'

function gallery() {
  return render(
    <ProductGallery
      images={views}
      title={title}
      firstView={
        <ProductMainView src={svgDataUrl(views[0]!)} title={title} index={0} count={views.length} />
      }
    />,
  )
}

describe('ProductGallery', () => {
  it('shows the first view as the server drew it: inline, its words as shapes', () => {
    gallery()
    const main = screen.getByTestId('main-product-image')
    expect(main.tagName.toLowerCase()).toBe('svg')
    expect(main).toHaveAccessibleName(`${title}, view 1 of 3`)
    expect(main.querySelector('text, tspan')).toBeNull()
    expect(main.querySelector('use')).not.toBeNull()
  })

  it('draws a chosen view from its file, and the first view again when it is chosen back', () => {
    gallery()
    fireEvent.click(screen.getByRole('button', { name: 'Show view 2 of 3' }))
    const second = screen.getByTestId('main-product-image')
    expect(second.tagName.toLowerCase()).toBe('img')
    expect(second.getAttribute('src')).toContain('p1-b.svg')
    expect(second).toHaveAccessibleName(`${title}, view 2 of 3`)
    expect(screen.getByRole('button', { name: 'Show view 2 of 3' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )

    fireEvent.click(screen.getByRole('button', { name: 'Show view 1 of 3' }))
    const first = screen.getByTestId('main-product-image')
    expect(first.tagName.toLowerCase()).toBe('svg')
    expect(first).toHaveAccessibleName(`${title}, view 1 of 3`)
  })

  it('without a first view drawn on the server, shows the first file', () => {
    render(<ProductGallery images={views} title={title} />)
    expect(screen.getByTestId('main-product-image').getAttribute('src')).toContain('p1.svg')
  })
})
