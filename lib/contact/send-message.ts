import type { ContactValues } from '@/lib/schemas/contact'
import { isEmailJsConfigured, type EmailJsConfig } from './emailjs-config'

type EmailJs = Pick<typeof import('@emailjs/browser'), 'send'>

export type SendOutcome =
  { ok: true } | { ok: false; reason: 'not-configured' | 'failed'; status?: number }

/** The library is fetched on first use only: it never weighs on a page load. */
export const loadEmailJs = (): Promise<EmailJs> => import('@emailjs/browser')

function statusOf(error: unknown): number | undefined {
  if (typeof error === 'object' && error !== null && 'status' in error) {
    return typeof error.status === 'number' ? error.status : undefined
  }
  return undefined
}

/**
 * Sends a contact message through EmailJS. Never throws: missing settings, a library that fails to
 * load, a network error and every rejection of the library (451 headless, 403 block list,
 * 429 rate limit, 0 network) come back as `{ ok: false }`, so the form can only end in its
 * success or failure state.
 */
export async function sendContactMessage(
  values: ContactValues,
  config: EmailJsConfig,
  load: () => Promise<EmailJs> = loadEmailJs,
): Promise<SendOutcome> {
  if (!isEmailJsConfigured(config)) {
    console.warn(
      'Contact form: NEXT_PUBLIC_EMAILJS_SERVICE_ID, _TEMPLATE_ID and _PUBLIC_KEY must all be set at build time; nothing was sent.',
    )
    return { ok: false, reason: 'not-configured' }
  }
  // Only the five template params of the spec go out, whatever else the form holds.
  const templateParams = {
    name: values.name,
    companyAgencyBrokerName: values.companyAgencyBrokerName,
    phoneNumber: values.phoneNumber,
    email: values.email,
    message: values.message,
  }
  try {
    const emailjs = await load()
    await emailjs.send(config.serviceId, config.templateId, templateParams, {
      publicKey: config.publicKey,
    })
    return { ok: true }
  } catch (error) {
    const status = statusOf(error)
    console.warn(`Contact form: sending failed (status ${status ?? 'unknown'}).`)
    return { ok: false, reason: 'failed', status }
  }
}
