// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { NewsletterSubscribe } from '@/components/marketing/newsletter-subscribe'
import { newsletterCopy } from '@/content/site/newsletter'
import { subscribe, type SubscribeOutcome } from '@/lib/newsletter/subscribe'

vi.mock('@/lib/newsletter/subscribe', () => ({ subscribe: vi.fn() }))

const CONFIG = {
  provider: 'mailchimp' as const,
  url: 'https://cb.us1.list-manage.com/subscribe/post?u=abc&id=list1',
}

function renderForm() {
  render(<NewsletterSubscribe config={CONFIG} copy={newsletterCopy} />)
  return {
    email: screen.getByRole('textbox', { name: 'Email address' }),
    button: screen.getByRole('button', { name: 'Subscribe' }),
    status: screen.getByRole('status'),
  }
}

/** A subscription whose answer the test gives when it likes. */
function held() {
  let answer: (outcome: SubscribeOutcome) => void = () => undefined
  vi.mocked(subscribe).mockImplementationOnce(
    () => new Promise<SubscribeOutcome>((resolve) => (answer = resolve)),
  )
  return (outcome: SubscribeOutcome) => answer(outcome)
}

afterEach(() => vi.mocked(subscribe).mockReset())

describe('NewsletterSubscribe', () => {
  it('says it is sending, then that the address was taken, and clears the field', async () => {
    const user = userEvent.setup()
    const { email, button, status } = renderForm()
    const answer = held()
    await user.type(email, ' reader@agency.example ')
    await user.click(button)
    expect(status).toHaveTextContent('Sending your address…')
    expect(button).toHaveAttribute('aria-disabled', 'true')
    await vi.waitFor(() => expect(subscribe).toHaveBeenCalledTimes(1))
    // A second press while sending sends nothing more.
    await user.click(button)
    expect(subscribe).toHaveBeenCalledTimes(1)
    expect(subscribe).toHaveBeenCalledWith(CONFIG, 'reader@agency.example')
    await act(async () => answer('subscribed'))
    await vi.waitFor(() => expect(status).toHaveTextContent(newsletterCopy.subscribed))
    expect(email).toHaveValue('')
    expect(button).not.toHaveAttribute('aria-disabled')
  })

  it.each([
    ['already', newsletterCopy.alreadySubscribed],
    ['refused', newsletterCopy.refused],
    ['failed', newsletterCopy.failed],
  ] as const)('%s: says so and keeps the address typed', async (outcome, message) => {
    const user = userEvent.setup()
    const { email, button, status } = renderForm()
    vi.mocked(subscribe).mockResolvedValueOnce(outcome)
    await user.type(email, 'member@agency.example')
    await user.click(button)
    await vi.waitFor(() => expect(status).toHaveTextContent(message))
    expect(status).toHaveClass('text-danger')
    expect(email).toHaveValue('member@agency.example')
  })

  it("Buttondown's answer cannot be read: it says the address reached the service", async () => {
    const user = userEvent.setup()
    const { email, button, status } = renderForm()
    vi.mocked(subscribe).mockResolvedValueOnce('sent')
    await user.type(email, 'reader@agency.example')
    await user.click(button)
    await vi.waitFor(() => expect(status).toHaveTextContent(newsletterCopy.sent))
    expect(status).toHaveClass('text-success')
    expect(email).toHaveValue('')
  })

  it("offline at the first press (the address check's code cannot load): says it could not be sent", async () => {
    vi.doMock('@/lib/validation', () => {
      throw new TypeError('Failed to fetch dynamically imported module')
    })
    const user = userEvent.setup()
    const { email, button, status } = renderForm()
    await user.type(email, 'reader@agency.example')
    await user.click(button)
    await vi.waitFor(() => expect(status).toHaveTextContent(newsletterCopy.failed))
    expect(email).toHaveValue('reader@agency.example')
    expect(subscribe).not.toHaveBeenCalled()
    vi.doUnmock('@/lib/validation')
  })

  it('sends nothing for an address that is not one, and says why under the field', async () => {
    const user = userEvent.setup()
    const { email, button, status } = renderForm()
    await user.type(email, 'reader@agency')
    await user.click(button)
    await vi.waitFor(() =>
      expect(email).toHaveAccessibleDescription('Email address must be a valid email'),
    )
    expect(email).toHaveFocus()
    expect(email).toHaveValue('reader@agency')
    expect(status).toHaveTextContent('')
    expect(subscribe).not.toHaveBeenCalled()
    await user.type(email, '.example')
    expect(email).not.toHaveAccessibleDescription()
  })
})
