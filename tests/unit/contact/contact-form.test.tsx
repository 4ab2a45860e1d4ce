// @vitest-environment jsdom
import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { ContactForm, FAILURE_MESSAGE, SUCCESS_MESSAGE } from '@/components/contact/contact-form'
import { readVisitorIdentity } from '@/lib/chat/identity'
import type { EmailJsConfig } from '@/lib/contact/emailjs-config'
import { sendContactMessage, type SendOutcome } from '@/lib/contact/send-message'

vi.mock('@/lib/contact/send-message', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/lib/contact/send-message')>()
  return {
    ...actual,
    // No real library in unit tests; sending is the real function unless a test overrides it.
    loadEmailJs: vi.fn(async () => ({ send: vi.fn() })),
    sendContactMessage: vi.fn(actual.sendContactMessage),
  }
})

const configured: EmailJsConfig = { serviceId: 's', templateId: 't', publicKey: 'k' }
const unset: EmailJsConfig = { serviceId: '', templateId: '', publicKey: '' }

const valid = {
  Name: 'Dana Whitfield',
  'Company / Agency / Broker Name': 'Harbor Point Insurance',
  'Phone Number': '+1 (404) 555-0199',
  Email: 'dana@harborpoint.example',
  'Your message': 'We place contractors GL in 12 states.',
}

const field = (name: string) => screen.getByRole('textbox', { name })
const submit = () => screen.getByRole('button', { name: /^(Send message|Sending\.\.\.)$/ })

type User = ReturnType<typeof userEvent.setup>

/** Pasting keeps the tests fast; typing adds nothing react-hook-form reads differently. */
async function enter(user: User, label: string, value: string) {
  await user.clear(field(label))
  await user.click(field(label))
  await user.paste(value)
}

async function fillValid(user: User) {
  for (const [label, value] of Object.entries(valid)) await enter(user, label, value)
}

let alertSpy: ReturnType<typeof vi.spyOn>

beforeEach(() => {
  alertSpy = vi.spyOn(window, 'alert').mockImplementation(() => undefined)
  vi.spyOn(console, 'warn').mockImplementation(() => undefined)
})

afterEach(() => {
  vi.useRealTimers()
  vi.mocked(sendContactMessage).mockClear()
  vi.restoreAllMocks()
})

describe('ContactForm', { timeout: 15_000 }, () => {
  it('shows the labels with their asterisk, the e-mail input type and no error at first', () => {
    render(<ContactForm emailJs={configured} />)
    for (const label of Object.keys(valid)) {
      expect(screen.getByText(label, { selector: 'label' })).toHaveTextContent(`${label}*`)
      expect(field(label)).toHaveAttribute('aria-required', 'true')
    }
    expect(field('Email')).toHaveAttribute('type', 'email')
    expect(screen.getByRole('alert')).toBeEmptyDOMElement()
  })

  it('an empty submit ties every required message to its field and focuses the first', async () => {
    const user = userEvent.setup()
    render(<ContactForm emailJs={configured} />)
    await user.click(submit())
    await waitFor(() => expect(field('Name')).toHaveFocus())
    for (const label of Object.keys(valid)) {
      expect(field(label)).toHaveAccessibleDescription(`${label} is a required field`)
      expect(field(label)).toHaveAttribute('aria-invalid', 'true')
    }
    expect(sendContactMessage).not.toHaveBeenCalled()
  })

  it('focuses the first invalid field in form order', async () => {
    const user = userEvent.setup()
    render(<ContactForm emailJs={configured} />)
    await fillValid(user)
    await enter(user, 'Email', 'dana@')
    await enter(user, 'Your message', 'short')
    await user.click(submit())
    await waitFor(() => expect(field('Email')).toHaveFocus())
    expect(field('Email')).toHaveAccessibleDescription('Email must be a valid email')
    expect(field('Your message')).toHaveAccessibleDescription(
      'Your message must be at least 10 characters',
    )
  })

  it('without EmailJS settings ends in the failure state and keeps every value', async () => {
    const user = userEvent.setup()
    render(<ContactForm emailJs={unset} />)
    await fillValid(user)
    await user.click(submit())
    await waitFor(() => expect(alertSpy).toHaveBeenCalledWith(FAILURE_MESSAGE))
    expect(screen.getByRole('alert')).toHaveTextContent(FAILURE_MESSAGE)
    for (const [label, value] of Object.entries(valid)) expect(field(label)).toHaveValue(value)
    expect(submit()).toBeEnabled()
    expect(readVisitorIdentity()).toBeNull()
  })

  it('says Sending... with the button disabled, ignores a second submit, then alerts and resets', async () => {
    let finish: (outcome: SendOutcome) => void = () => undefined
    vi.mocked(sendContactMessage).mockImplementationOnce(
      () => new Promise<SendOutcome>((resolve) => (finish = resolve)),
    )
    const user = userEvent.setup()
    render(<ContactForm emailJs={configured} />)
    await fillValid(user)
    await user.click(submit())
    await waitFor(() => expect(submit()).toHaveTextContent('Sending...'))
    expect(submit()).toBeDisabled()
    vi.useFakeTimers()
    fireEvent.submit(submit().closest('form') as HTMLFormElement)
    fireEvent.submit(submit().closest('form') as HTMLFormElement)
    // Validation is async: give a second submit every chance to reach the sender.
    await vi.advanceTimersByTimeAsync(100)
    vi.useRealTimers()
    expect(sendContactMessage).toHaveBeenCalledTimes(1)
    expect(vi.mocked(sendContactMessage).mock.calls[0]?.[0]).toEqual({
      name: 'Dana Whitfield',
      companyAgencyBrokerName: 'Harbor Point Insurance',
      phoneNumber: '+1 (404) 555-0199',
      email: 'dana@harborpoint.example',
      message: 'We place contractors GL in 12 states.',
    })
    finish({ ok: true })
    await waitFor(() => expect(alertSpy).toHaveBeenCalledWith(SUCCESS_MESSAGE))
    for (const label of Object.keys(valid)) expect(field(label)).toHaveValue('')
    expect(submit()).toHaveTextContent('Send message')
    expect(submit()).toBeEnabled()
    expect(readVisitorIdentity()).toMatchObject({
      email: 'dana@harborpoint.example',
      name: 'Dana Whitfield',
    })
  })

  it('clears the failure message when the visitor tries again', async () => {
    vi.mocked(sendContactMessage)
      .mockResolvedValueOnce({ ok: false, reason: 'failed', status: 0 })
      .mockResolvedValueOnce({ ok: true })
    const user = userEvent.setup()
    render(<ContactForm emailJs={configured} />)
    await fillValid(user)
    await user.click(submit())
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(FAILURE_MESSAGE))
    await user.click(submit())
    await waitFor(() => expect(alertSpy).toHaveBeenLastCalledWith(SUCCESS_MESSAGE))
    expect(screen.getByRole('alert')).toBeEmptyDOMElement()
  })

  it('a filled honeypot pretends success, sends nothing and clears nothing', async () => {
    const user = userEvent.setup()
    const { container } = render(<ContactForm emailJs={configured} />)
    await fillValid(user)
    const honeypot = container.querySelector<HTMLInputElement>('input[name="leave_blank"]')
    expect(honeypot).toHaveAttribute('tabindex', '-1')
    expect(honeypot).toHaveAttribute('autocomplete', 'off')
    expect(honeypot?.closest('[aria-hidden="true"]')).not.toBeNull()
    fireEvent.change(honeypot as HTMLInputElement, { target: { value: 'https://spam.example' } })
    await user.click(submit())
    await waitFor(() => expect(alertSpy).toHaveBeenCalledWith(SUCCESS_MESSAGE))
    expect(sendContactMessage).not.toHaveBeenCalled()
    for (const [label, value] of Object.entries(valid)) expect(field(label)).toHaveValue(value)
    expect(honeypot).toHaveValue('https://spam.example')
    expect(readVisitorIdentity()).toBeNull()
  })
})
