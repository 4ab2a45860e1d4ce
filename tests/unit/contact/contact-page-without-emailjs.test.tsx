// @vitest-environment jsdom
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'

/**
 * A site built without the EmailJS values still has its contact form. The values are read from
 * the environment when lib/contact/emailjs-config loads (the build inlines them there), so the
 * contact page is loaded afresh with the three variables unset, as a plain `npm run build`
 * without them would ship it.
 */
const EMAILJS_VARIABLES = [
  'NEXT_PUBLIC_EMAILJS_SERVICE_ID',
  'NEXT_PUBLIC_EMAILJS_TEMPLATE_ID',
  'NEXT_PUBLIC_EMAILJS_PUBLIC_KEY',
] as const

const FAILURE = 'Failed to send message. Please try again later.'

const valid = {
  Name: 'Dana Whitfield',
  'Company / Agency / Broker Name': 'Harbor Point Insurance',
  'Phone Number': '+1 (404) 555-0199',
  Email: 'dana@harborpoint.example',
  'Your message': 'We place contractors GL in 12 states and want to see your carrier panel.',
}

// The first render pays for loading the page's modules, which is slow on a busy machine.
vi.setConfig({ testTimeout: 20_000 })

const field = (name: string) => screen.getByRole('textbox', { name })

async function loadContactPage() {
  vi.resetModules()
  const config = await import('@/lib/contact/emailjs-config')
  const page = await import('@/app/(main)/contact/page')
  return { ContactPage: page.default, config }
}

beforeEach(() => {
  for (const name of EMAILJS_VARIABLES) vi.stubEnv(name, undefined)
})

afterEach(() => {
  vi.unstubAllEnvs()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('the contact page of a build without the EmailJS values', () => {
  it('ends in the failure state on submit and makes no request', async () => {
    // Any request the form made (EmailJS sends with fetch) would reach this stub.
    const request = vi.fn()
    vi.stubGlobal('fetch', request)
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined)
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const { ContactPage, config } = await loadContactPage()
    expect(config.isEmailJsConfigured(config.emailJsConfig)).toBe(false)

    const user = userEvent.setup()
    const { container } = render(<ContactPage />)
    for (const [label, value] of Object.entries(valid)) {
      await user.click(field(label))
      await user.paste(value)
    }
    await user.click(screen.getByRole('button', { name: 'Send message' }))

    await waitFor(() => expect(alert).toHaveBeenCalledWith(FAILURE))
    const form = container.querySelector<HTMLFormElement>('#contact-form')!
    // The message under the form, and nothing else, is the failure text.
    expect(within(form).getByRole('alert').textContent).toBe(FAILURE)
    for (const [label, value] of Object.entries(valid)) expect(field(label)).toHaveValue(value)
    expect(request).not.toHaveBeenCalled()
  })
})
