// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { FaqTabs } from '@/components/faq/faq-tabs'
import { faqItems } from '@/content/faq'

describe('FaqTabs', () => {
  it("offers 'All' then the six categories", () => {
    render(<FaqTabs items={faqItems} />)
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'All',
      'Marketing',
      'Banking',
      'Finance',
      'Payments',
      'Terms & Conditions',
      'Account',
    ])
  })

  it("'All' is one accordion of every question with only the first open", () => {
    render(<FaqTabs items={faqItems} />)
    const all = within(screen.getByRole('tabpanel', { name: 'All' }))
    const questions = all.getAllByRole('button')
    expect(questions).toHaveLength(24)
    expect(questions.filter((q) => q.getAttribute('aria-expanded') === 'true')).toEqual([
      questions[0],
    ])
  })

  it('each category opens on its isShow question and keeps one open at a time', async () => {
    const user = userEvent.setup()
    render(<FaqTabs items={faqItems} />)
    await user.click(screen.getByRole('tab', { name: 'Payments' }))
    const panel = within(screen.getByRole('tabpanel', { name: 'Payments' }))
    const questions = panel.getAllByRole('button')
    expect(questions).toHaveLength(4)
    expect(questions[0]).toHaveAttribute('aria-expanded', 'true')
    await user.click(questions[2] as HTMLElement)
    expect(questions[2]).toHaveAttribute('aria-expanded', 'true')
    expect(questions[0]).toHaveAttribute('aria-expanded', 'false')
  })
})
