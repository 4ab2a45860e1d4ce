/**
 * Makes a page path safe to hand to a third party (the chat provider's `currentPage`): e-mail
 * addresses, UUIDs and long numbers (6+ digits: account, policy or phone numbers) become the
 * placeholders `:email`, `:uuid` and `:number`. The query string and hash are dropped, since they
 * carry whatever a link put there. Pure, so it is tested without a browser.
 */
export const PATH_PLACEHOLDERS = { email: ':email', uuid: ':uuid', number: ':number' } as const

const EMAIL = /[a-z0-9._%+-]+@[a-z0-9-]+(?:\.[a-z0-9-]+)+/gi
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi
const LONG_NUMBER = /\d{6,}/g

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment)
  } catch {
    // Malformed escapes ('%E0%A4%A'): match on the raw text instead.
    return segment
  }
}

/** Percent-encodes like a URL path segment, keeping the placeholders' ':' readable. */
function encodeSegment(segment: string): string {
  return encodeURIComponent(segment).replace(/%3A/gi, ':')
}

function sanitizeSegment(segment: string): string {
  if (!segment) return segment
  const clean = decodeSegment(segment)
    .replace(EMAIL, PATH_PLACEHOLDERS.email)
    .replace(UUID, PATH_PLACEHOLDERS.uuid)
    .replace(LONG_NUMBER, PATH_PLACEHOLDERS.number)
  return encodeSegment(clean)
}

export function sanitizePath(path: string): string {
  const pathname = path.split(/[?#]/, 1)[0] ?? ''
  if (!pathname) return '/'
  return pathname.split('/').map(sanitizeSegment).join('/')
}
