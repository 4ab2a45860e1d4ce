/**
 * EmailJS settings for the contact form, inlined when the site is built (README, .env.example).
 * All three are public by design: EmailJS identifies the sender by the public key and limits
 * abuse on its side. Any one missing means the form cannot send and shows its failure message.
 */
export type EmailJsConfig = {
  serviceId: string
  templateId: string
  publicKey: string
}

export const emailJsConfig: EmailJsConfig = {
  serviceId: process.env.NEXT_PUBLIC_EMAILJS_SERVICE_ID?.trim() ?? '',
  templateId: process.env.NEXT_PUBLIC_EMAILJS_TEMPLATE_ID?.trim() ?? '',
  publicKey: process.env.NEXT_PUBLIC_EMAILJS_PUBLIC_KEY?.trim() ?? '',
}

export function isEmailJsConfigured(config: EmailJsConfig): boolean {
  return Boolean(config.serviceId && config.templateId && config.publicKey)
}
