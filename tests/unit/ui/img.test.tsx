// @vitest-environment jsdom
import { render, screen } from '@testing-library/react'
import { Img } from '@/components/ui/img'
import { SVG_DATA_URL } from '@/lib/inline-svg'

const svg = (body: string) =>
  SVG_DATA_URL +
  encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="40" height="20" viewBox="0 0 40 20" font-family="serif"><title>T</title>${body}</svg>`,
  )
const GRADIENT =
  '<defs><linearGradient id="g"><stop offset="0" stop-color="#000"/></linearGradient></defs><rect width="40" height="20" fill="url(#g)"/>'

describe('Img', () => {
  it('draws an SVG data URL inline, named by its alt text, in the box an image would take', () => {
    render(
      <Img
        src={svg(GRADIENT)}
        alt="A quote comparison"
        width={640}
        height={520}
        priority
        className="h-auto w-full"
        data-testid="hero"
      />,
    )
    const drawn = screen.getByRole('img', { name: 'A quote comparison' })
    expect(drawn.tagName).toBe('svg')
    expect(drawn).toBe(screen.getByTestId('hero'))
    expect(drawn.getAttribute('viewBox')).toBe('0 0 40 20')
    expect(drawn).toHaveAttribute('data-first-screen')
    expect(drawn).toHaveAttribute('data-pagefind-ignore')
    expect(drawn.getAttribute('class')).toBe('inline-picture h-auto w-full')
    expect(drawn.style.getPropertyValue('--ratio')).toBe('640 / 520')
    // No width attribute: it would be the drawing's least width in a grid or flex row.
    expect(drawn.hasAttribute('width')).toBe(false)
    expect(drawn.hasAttribute('preserveAspectRatio')).toBe(false)
    const group = drawn.firstElementChild!
    expect(group.tagName).toBe('g')
    expect(group.getAttribute('font-family')).toBe('serif')
    expect(drawn.querySelector('title')).toBeNull()
  })

  it('gives each drawing its own ids, so two on a page keep their gradients', () => {
    const { container } = render(
      <>
        <Img src={svg(GRADIENT)} alt="" width={40} height={20} />
        <Img src={svg(GRADIENT)} alt="" width={40} height={20} />
      </>,
    )
    const ids = [...container.querySelectorAll('linearGradient')].map((g) => g.id)
    expect(new Set(ids).size).toBe(2)
    const fills = [...container.querySelectorAll('rect')].map((r) => r.getAttribute('fill'))
    expect(fills).toEqual(ids.map((id) => `url(#${id})`))
  })

  it('hides a decorative drawing, and cuts one to its box as object-cover cuts an image', () => {
    const { container } = render(
      <Img
        src={svg(GRADIENT)}
        alt=""
        width={40}
        height={20}
        className="aspect-[4/3] object-cover"
      />,
    )
    const drawn = container.querySelector('svg')!
    expect(drawn).toHaveAttribute('aria-hidden', 'true')
    expect(drawn).not.toHaveAttribute('role')
    expect(drawn).toHaveAttribute('preserveAspectRatio', 'xMidYMid slice')
  })

  it('keeps an image for a file, and for an SVG it will not take in', () => {
    render(
      <>
        <Img src="/images/a.svg" alt="A file" width={40} height={20} />
        <Img src={svg('<script>alert(1)</script>')} alt="Scripted" width={40} height={20} />
      </>,
    )
    expect(screen.getByRole('img', { name: 'A file' }).tagName).toBe('IMG')
    const scripted = screen.getByRole('img', { name: 'Scripted' })
    expect(scripted.tagName).toBe('IMG')
    expect(scripted.getAttribute('src')).toMatch(/^data:image\/svg\+xml,/)
  })
})
