import * as z from 'zod/mini'
import { VISITOR_IDENTITY_EVENT } from './config'

/**
 * Who the visitor said they are in their last successful contact message: the chat provider
 * receives it in an `identify` event. Kept in localStorage, so it is read back through a schema:
 * a corrupt, old or hostile value counts as no identity.
 */
export const VISITOR_IDENTITY_KEY = 'visitor_identity'

export const visitorIdentitySchema = z.object({
  email: z.email().check(z.maxLength(254)),
  name: z.string().check(z.trim(), z.maxLength(200)),
  userId: z.uuid(),
})

export type VisitorIdentity = z.infer<typeof visitorIdentitySchema>

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage
  } catch {
    // Storage disabled by the browser or a privacy setting.
    return null
  }
}

/** A random v4 UUID; `crypto.randomUUID` only exists on secure origins (https, localhost). */
export function randomUserId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID()
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}

export function readVisitorIdentity(): VisitorIdentity | null {
  const store = storage()
  if (!store) return null
  try {
    const raw = store.getItem(VISITOR_IDENTITY_KEY)
    if (!raw) return null
    const parsed = visitorIdentitySchema.safeParse(JSON.parse(raw))
    return parsed.success ? parsed.data : null
  } catch {
    return null
  }
}

/** Stores the identity; the same e-mail keeps its userId, a new one gets a new id. */
export function saveVisitorIdentity(input: {
  email: string
  name: string
}): VisitorIdentity | null {
  const previous = readVisitorIdentity()
  const candidate = {
    email: input.email,
    name: input.name,
    userId:
      previous && previous.email.toLowerCase() === input.email.toLowerCase()
        ? previous.userId
        : randomUserId(),
  }
  const parsed = visitorIdentitySchema.safeParse(candidate)
  const store = storage()
  if (!parsed.success || !store) return null
  try {
    store.setItem(VISITOR_IDENTITY_KEY, JSON.stringify(parsed.data))
  } catch {
    // Quota exceeded or storage blocked: the chat simply stays anonymous.
    return null
  }
  window.dispatchEvent(new Event(VISITOR_IDENTITY_EVENT))
  return parsed.data
}
