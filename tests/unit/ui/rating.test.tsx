// @vitest-environment jsdom
import { render, screen } from '@testing-library/react'
import { Rating } from '@/components/ui/rating'

/** How far a rating's one element is filled: whole stars, then the share of the next. */
const filled = (element: HTMLElement) => [
  element.style.getPropertyValue('--full'),
  element.style.getPropertyValue('--part'),
]

describe('Rating', () => {
  it('has one accessible name and fills stars in halves, as one element', () => {
    render(<Rating value={3.5} />)
    const rating = screen.getByRole('img', { name: 'Rated 3.5 out of 5' })
    expect(filled(rating)).toEqual(['3', '0.5'])
    expect(rating.style.getPropertyValue('--star-size')).toBe('18px')
    // Five stars unless said: the stylesheet's default.
    expect(rating.style.getPropertyValue('--stars')).toBe('')
    expect(rating).toHaveClass('rating-stars')
    expect(rating.childNodes).toHaveLength(0)
  })

  it('clamps and rounds odd values', () => {
    render(<Rating value={7.3} />)
    expect(filled(screen.getByRole('img', { name: 'Rated 5 out of 5' }))).toEqual(['5', '0'])
    render(<Rating value={-1} />)
    expect(filled(screen.getByRole('img', { name: 'Rated 0 out of 5' }))).toEqual(['0', '0'])
    render(<Rating value={2.26} />)
    expect(filled(screen.getByRole('img', { name: 'Rated 2.5 out of 5' }))).toEqual(['2', '0.5'])
  })

  it('shows an average in tenths when asked (4.8, not rounded up to 5)', () => {
    render(<Rating value={4.8} step={0.1} size={22} />)
    const rating = screen.getByRole('img', { name: 'Rated 4.8 out of 5' })
    expect(filled(rating)).toEqual(['4', '0.8'])
    expect(rating.style.getPropertyValue('--star-size')).toBe('22px')
  })

  it('draws as many stars as its maximum', () => {
    render(<Rating value={2} max={3} />)
    const rating = screen.getByRole('img', { name: 'Rated 2 out of 3' })
    expect(rating.style.getPropertyValue('--stars')).toBe('3')
    expect(filled(rating)).toEqual(['2', '0'])
  })
})
