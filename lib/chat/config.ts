import { isValidPortalId } from './portal-id.mjs'

export { isValidPortalId }

/**
 * The chat portal id comes from the build (NEXT_PUBLIC_CHAT_PORTAL_ID, README). Empty means no
 * chat: one console warning, no request. The provider's hosts and loader are in loader.ts, which
 * only a press on the launcher (or an idle page after one) fetches.
 */
export const chatPortalId = process.env.NEXT_PUBLIC_CHAT_PORTAL_ID?.trim() ?? ''

/** Whether this build offers the chat: a usable portal id. */
export const chatEnabled = isValidPortalId(chatPortalId)

/**
 * Set once the visitor has opened the chat (functionality storage: only with their consent to
 * it); later pages then load the chat as soon as the browser is idle.
 */
export const CHAT_OPENED_KEY = 'chat_opened'

/** Fired on window when a contact message stores a visitor identity (lib/chat/identity.ts). */
export const VISITOR_IDENTITY_EVENT = 'coverbridge:visitor-identity'
