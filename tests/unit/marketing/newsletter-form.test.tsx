// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { NewsletterForm } from '@/components/marketing/newsletter-form'

describe('NewsletterForm', () => {
  it('never submits the page: the browser default is prevented', () => {
    const { container } = render(<NewsletterForm />)
    const form = container.querySelector('form')
    expect(form).not.toBeNull()
    // fireEvent returns false when a handler called preventDefault().
    expect(fireEvent.submit(form as HTMLFormElement)).toBe(false)
  })

  it('clears the field and says nothing was sent or stored', async () => {
    const user = userEvent.setup()
    render(<NewsletterForm />)
    const email = screen.getByRole('textbox', { name: 'Email address' })
    await user.type(email, 'producer@agency.com')
    await user.click(screen.getByRole('button', { name: 'Subscribe' }))
    expect(email).toHaveValue('')
    expect(screen.getByRole('status')).toHaveTextContent('nothing was sent or stored')
    await user.type(email, 'a')
    expect(screen.getByRole('status')).toHaveTextContent('')
  })
})
