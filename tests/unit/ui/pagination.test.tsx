// @vitest-environment jsdom
import { render, screen } from '@testing-library/react'
import { Pagination } from '@/components/ui/pagination'

describe('Pagination', () => {
  it('shows five page links around the current page and marks it current', () => {
    render(<Pagination current={5} total={10} />)
    const pages = screen.getAllByRole('link', { name: /^Page \d+$/ })
    expect(pages.map((link) => link.textContent)).toEqual(['3', '4', '5', '6', '7'])
    expect(screen.getByRole('link', { name: 'Page 5' })).toHaveAttribute('aria-current', 'page')
    expect(screen.getByRole('link', { name: 'Page 4' })).not.toHaveAttribute('aria-current')
  })

  it('puts the page in the query and keeps other values', () => {
    render(<Pagination current={1} total={3} query={{ sort: 'low', page: '1' }} />)
    expect(screen.getByRole('link', { name: 'Page 2' })).toHaveAttribute('href', '?sort=low&page=2')
    expect(screen.getByRole('link', { name: 'Page 1' })).toHaveAttribute('href', '?sort=low')
    expect(screen.getByRole('link', { name: 'Next page' })).toHaveAttribute(
      'href',
      '?sort=low&page=2',
    )
    expect(screen.queryByRole('link', { name: 'Previous page' })).toBeNull()
  })

  it('renders nothing for a single page', () => {
    const { container } = render(<Pagination current={1} total={1} />)
    expect(container).toBeEmptyDOMElement()
  })
})

describe('Pagination with a base path', () => {
  it('links each page to its own URL when there is no other query', () => {
    render(<Pagination current={2} total={3} basePath="/shop" query={{ sort: undefined }} />)
    expect(screen.getByRole('link', { name: 'Page 1' })).toHaveAttribute('href', '/shop')
    expect(screen.getByRole('link', { name: 'Page 3' })).toHaveAttribute('href', '/shop/page/3')
    expect(screen.getByRole('link', { name: 'Previous page' })).toHaveAttribute('rel', 'prev')
  })
  it('keeps a sort or filter in the query of the list route', () => {
    render(<Pagination current={1} total={3} basePath="/shop" query={{ filter: 'books' }} />)
    expect(screen.getByRole('link', { name: 'Page 2' })).toHaveAttribute(
      'href',
      '/shop?filter=books&page=2',
    )
    expect(screen.getByRole('link', { name: 'Page 1' })).toHaveAttribute(
      'href',
      '/shop?filter=books',
    )
  })
})
