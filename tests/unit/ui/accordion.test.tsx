// @vitest-environment jsdom
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Accordion } from '@/components/ui/accordion'

const items = ['Wholesale Brokers', 'Retail Agents', 'Community Banks'].map((title) => ({
  key: title,
  title,
  content: <p>{`${title} copy`}</p>,
}))

describe('Accordion', () => {
  it('opens the first item initially and keeps closed panels in the DOM', () => {
    render(<Accordion items={items} />)
    expect(screen.getByRole('button', { name: 'Wholesale Brokers' })).toHaveAttribute(
      'aria-expanded',
      'true',
    )
    expect(screen.getByText('Wholesale Brokers copy')).toBeVisible()
    expect(screen.getByText('Retail Agents copy')).not.toBeVisible()
  })

  it('keeps one item open at a time within a group', async () => {
    const user = userEvent.setup()
    render(<Accordion items={items} />)
    await user.click(screen.getByRole('button', { name: 'Retail Agents' }))
    expect(screen.getByRole('button', { name: 'Retail Agents' })).toHaveAttribute(
      'aria-expanded',
      'true',
    )
    expect(screen.getByRole('button', { name: 'Wholesale Brokers' })).toHaveAttribute(
      'aria-expanded',
      'false',
    )
    expect(screen.getByText('Wholesale Brokers copy')).not.toBeVisible()
    await user.click(screen.getByRole('button', { name: 'Retail Agents' }))
    expect(screen.getByRole('button', { name: 'Retail Agents' })).toHaveAttribute(
      'aria-expanded',
      'false',
    )
  })

  it('is operable from the keyboard and ties each button to its panel', async () => {
    const user = userEvent.setup()
    render(<Accordion items={items} />)
    await user.tab()
    await user.tab()
    expect(screen.getByRole('button', { name: 'Retail Agents' })).toHaveFocus()
    await user.keyboard('{Enter}')
    const button = screen.getByRole('button', { name: 'Retail Agents' })
    const panel = document.getElementById(button.getAttribute('aria-controls') ?? '')
    expect(panel).toHaveTextContent('Retail Agents copy')
    expect(panel).toBeVisible()
  })
})
