import { CHAT_OPENED_KEY } from '@/lib/chat/config'

/**
 * The visitor's cookie choices: which kinds beyond the essential ones they allow. Kept in
 * localStorage with the version of the cookie policy they were made under; a choice made under
 * another version (the policy changed since) counts as none, so the visitor is asked again.
 * Whatever the key holds may be corrupt, old or hostile: anything but a well-formed choice of this
 * version reads as none, and nothing here throws. Hand-written rather than a schema library: a
 * string and two booleans are all there is to check, on every page of a build with the chat.
 */
export const CONSENT_STORAGE_KEY = 'cookie_choices'

export type CookieChoices = { analytics: boolean; functionality: boolean }

/** Fired on window when the visitor saves their choices, so what they govern follows at once. */
export const CHOICES_SAVED_EVENT = 'coverbridge:cookie-choices-saved'

/** The choices a stored value holds for `version`, or null (nothing usable stored). */
export function parseChoices(raw: string | null, version: string): CookieChoices | null {
  try {
    // null, a number or a string: no fields, so no choice. Not JSON or JSON null: thrown, caught.
    const stored: Partial<Record<keyof CookieChoices | 'version', unknown>> = JSON.parse(raw ?? '')
    const { analytics, functionality } = stored
    return stored.version === version &&
      typeof analytics === 'boolean' &&
      typeof functionality === 'boolean'
      ? { analytics, functionality }
      : null
  } catch {
    return null
  }
}

/** Storage can be switched off: reading then finds nothing, writing keeps nothing. */
function read(key: string): string | null {
  try {
    return localStorage.getItem(key)
  } catch {
    return null
  }
}

/** The last choice made in this page: what holds where storage keeps nothing. */
let unsaved: { version: string; choices: CookieChoices } | null = null

/** The visitor's choices under `version`, or null when they have not chosen (or must again). */
export function readChoices(version: string): CookieChoices | null {
  return (
    parseChoices(read(CONSENT_STORAGE_KEY), version) ??
    (unsaved?.version === version ? unsaved.choices : null)
  )
}

/** Keeps the visitor's choices under `version`; withdrawing a kind forgets what it had stored. */
export function saveChoices(version: string, choices: CookieChoices): void {
  const { analytics, functionality } = choices
  unsaved = { version, choices: { analytics, functionality } }
  try {
    localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify({ version, analytics, functionality }))
    // Without functionality cookies, the chat no longer loads by itself on later pages.
    if (!functionality) localStorage.removeItem(CHAT_OPENED_KEY)
  } catch {
    // Quota exceeded or storage blocked: the choice holds for this page only.
  }
  window.dispatchEvent(new Event(CHOICES_SAVED_EVENT))
}

/** Whether the visitor has opened the chat before (kept only while functionality is allowed). */
export function chatOpenedBefore(): boolean {
  return read(CHAT_OPENED_KEY) === '1'
}

/** Remembers that the visitor opened the chat: a functionality choice. */
export function rememberChatOpened(): void {
  try {
    localStorage.setItem(CHAT_OPENED_KEY, '1')
  } catch {
    // Storage blocked: later pages wait for a press again.
  }
}
