// @vitest-environment jsdom
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Tabs } from '@/components/ui/tabs'

const items = ['All', 'Marketing', 'Account'].map((label) => ({
  key: label,
  label,
  content: <p>{`${label} answers`}</p>,
}))

describe('Tabs', () => {
  it('selects the first tab and shows only its panel', () => {
    render(<Tabs items={items} label="FAQ topics" />)
    expect(screen.getByRole('tablist', { name: 'FAQ topics' })).toBeInTheDocument()
    expect(screen.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true')
    expect(screen.getByRole('tabpanel', { name: 'All' })).toHaveTextContent('All answers')
    expect(screen.getByText('Marketing answers')).not.toBeVisible()
  })

  it('moves with arrow keys, wraps around, and supports Home and End', async () => {
    const user = userEvent.setup()
    render(<Tabs items={items} label="FAQ topics" />)
    await user.tab()
    expect(screen.getByRole('tab', { name: 'All' })).toHaveFocus()
    await user.keyboard('{ArrowRight}')
    expect(screen.getByRole('tab', { name: 'Marketing' })).toHaveFocus()
    expect(screen.getByRole('tab', { name: 'Marketing' })).toHaveAttribute('aria-selected', 'true')
    expect(screen.getByText('Marketing answers')).toBeVisible()
    await user.keyboard('{ArrowRight}{ArrowRight}')
    expect(screen.getByRole('tab', { name: 'All' })).toHaveFocus()
    await user.keyboard('{ArrowLeft}')
    expect(screen.getByRole('tab', { name: 'Account' })).toHaveFocus()
    await user.keyboard('{Home}')
    expect(screen.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true')
    await user.keyboard('{End}')
    expect(screen.getByRole('tab', { name: 'Account' })).toHaveAttribute('aria-selected', 'true')
  })

  it('keeps only the selected tab in the Tab order', async () => {
    const user = userEvent.setup()
    render(<Tabs items={items} label="FAQ topics" />)
    await user.click(screen.getByRole('tab', { name: 'Marketing' }))
    expect(screen.getByRole('tab', { name: 'Marketing' })).toHaveAttribute('tabindex', '0')
    expect(screen.getByRole('tab', { name: 'All' })).toHaveAttribute('tabindex', '-1')
  })
})
