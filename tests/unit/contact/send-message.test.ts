// @vitest-environment jsdom
import { EmailJSResponseStatus, type send as emailJsSend } from '@emailjs/browser'
import type { EmailJsConfig } from '@/lib/contact/emailjs-config'
import { sendContactMessage } from '@/lib/contact/send-message'
import type { ContactValues } from '@/lib/schemas/contact'
import { EMAILJS_API } from '@/lib/third-party-origins.mjs'

const values: ContactValues = {
  name: 'Dana Whitfield',
  companyAgencyBrokerName: 'Harbor Point Insurance',
  phoneNumber: '+1 (404) 555-0199',
  email: 'dana@harborpoint.example',
  message: 'We place contractors GL in 12 states.',
}

const config: EmailJsConfig = {
  serviceId: 'service_abc',
  templateId: 'template_contact',
  publicKey: 'pk_123',
}

function fakeLibrary(impl: typeof emailJsSend) {
  const send = vi.fn(impl)
  return { load: vi.fn(async () => ({ send })), send }
}

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined)
})

afterEach(() => {
  vi.restoreAllMocks()
})

describe('sendContactMessage', () => {
  it('sends the five template params with the configured ids and public key', async () => {
    const library = fakeLibrary(async () => new EmailJSResponseStatus(200, 'OK'))
    const extra = { ...values, website: 'spam' }
    await expect(sendContactMessage(extra, config, library.load)).resolves.toEqual({ ok: true })
    expect(library.send).toHaveBeenCalledWith('service_abc', 'template_contact', values, {
      publicKey: 'pk_123',
    })
  })

  it.each([
    ['the service id', { ...config, serviceId: '' }],
    ['the template id', { ...config, templateId: '' }],
    ['the public key', { ...config, publicKey: '' }],
    ['everything', { serviceId: '', templateId: '', publicKey: '' }],
  ])('without %s fails at once and loads nothing', async (_, partial) => {
    const library = fakeLibrary(async () => new EmailJSResponseStatus(200, 'OK'))
    await expect(sendContactMessage(values, partial, library.load)).resolves.toEqual({
      ok: false,
      reason: 'not-configured',
    })
    expect(library.load).not.toHaveBeenCalled()
  })

  it.each([
    [451, 'Unavailable For Headless Browser'],
    [403, 'Forbidden'],
    [429, 'Too Many Requests'],
    [400, 'The service ID is invalid'],
    [0, 'Network Error'],
  ])('turns a rejection with status %i into a failure', async (status, text) => {
    const library = fakeLibrary(async () => {
      throw new EmailJSResponseStatus(status, text)
    })
    await expect(sendContactMessage(values, config, library.load)).resolves.toEqual({
      ok: false,
      reason: 'failed',
      status,
    })
  })

  it('turns a network error or a library that fails to load into a failure', async () => {
    const offline = fakeLibrary(async () => {
      throw new TypeError('Failed to fetch')
    })
    await expect(sendContactMessage(values, config, offline.load)).resolves.toEqual({
      ok: false,
      reason: 'failed',
      status: undefined,
    })
    const chunkError = vi.fn(async () => {
      throw new Error('Loading chunk failed')
    })
    await expect(sendContactMessage(values, config, chunkError)).resolves.toMatchObject({
      ok: false,
      reason: 'failed',
    })
  })

  it('never calls the network with an empty configuration (the real library stays unloaded)', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch')
    const outcome = await sendContactMessage(values, {
      serviceId: '',
      templateId: '',
      publicKey: '',
    })
    expect(outcome.ok).toBe(false)
    expect(fetchSpy).not.toHaveBeenCalled()
  })

  it('really posts through @emailjs/browser when configured (fetch stubbed)', async () => {
    const fetchSpy = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(new Response('OK', { status: 200 }))
    await expect(sendContactMessage(values, config)).resolves.toEqual({ ok: true })
    const [url, init] = fetchSpy.mock.calls[0] ?? []
    expect(url).toBe('https://api.emailjs.com/api/v1.0/email/send')
    // The Content-Security-Policy allows the mail API from the same list the code is checked against.
    expect(new URL(String(url)).origin).toBe(EMAILJS_API)
    expect(JSON.parse(String(init?.body))).toEqual({
      lib_version: expect.any(String),
      user_id: 'pk_123',
      service_id: 'service_abc',
      template_id: 'template_contact',
      template_params: values,
    })
  })
})
