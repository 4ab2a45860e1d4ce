// @vitest-environment jsdom
import { render, screen } from '@testing-library/react'
import { Rating } from '@/components/ui/rating'

describe('Rating', () => {
  it('has one accessible name and fills stars in halves', () => {
    const { container } = render(<Rating value={3.5} />)
    expect(screen.getByRole('img', { name: 'Rated 3.5 out of 5' })).toBeInTheDocument()
    const fills = [...container.querySelectorAll('[data-fill]')].map((star) =>
      star.getAttribute('data-fill'),
    )
    expect(fills).toEqual(['1', '1', '1', '0.5', '0'])
    // Each star is one element, filled to its share by the stylesheet.
    const shares = [...container.querySelectorAll<HTMLElement>('[data-fill]')].map((star) =>
      star.style.getPropertyValue('--fill'),
    )
    expect(shares).toEqual(['100%', '100%', '100%', '50%', '0%'])
    expect(container.querySelectorAll('svg')).toHaveLength(0)
  })

  it('clamps and rounds odd values', () => {
    render(<Rating value={7.3} />)
    expect(screen.getByRole('img', { name: 'Rated 5 out of 5' })).toBeInTheDocument()
  })

  it('shows an average in tenths when asked (4.8, not rounded up to 5)', () => {
    const { container } = render(<Rating value={4.8} step={0.1} />)
    expect(screen.getByRole('img', { name: 'Rated 4.8 out of 5' })).toBeInTheDocument()
    const fills = [...container.querySelectorAll('[data-fill]')].map((star) =>
      star.getAttribute('data-fill'),
    )
    expect(fills).toEqual(['1', '1', '1', '1', '0.8'])
  })
})
