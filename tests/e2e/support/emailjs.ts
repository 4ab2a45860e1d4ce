import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { OUT } from './export'

/** The EmailJS values `npm run build:e2e` bakes into the export (package.json). */
export const E2E_EMAILJS = {
  serviceId: 'service_e2e',
  templateId: 'template_e2e',
  publicKey: 'public_e2e',
}

export const EMAILJS_SEND_URL = 'https://api.emailjs.com/api/v1.0/email/send'
export const EMAILJS_HOST = /^https:\/\/api\.emailjs\.com\//

/** Whether out/ was built by `npm run build:e2e` (with the test values) or by a plain build. */
export function exportHasEmailJsTestConfig(): boolean {
  // The values ride in the contact page's router payload, which the HTML no longer carries.
  return readFileSync(join(OUT, 'contact.txt'), 'utf8').includes(E2E_EMAILJS.serviceId)
}
