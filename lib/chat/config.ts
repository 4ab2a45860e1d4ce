import { CHAT_FALLBACK_SCRIPT, CHAT_PRIMARY_SCRIPT } from '@/lib/third-party-origins.mjs'
import { isValidPortalId } from './portal-id.mjs'

export { isValidPortalId }

/**
 * The chat and tracking provider (HubSpot-style: a loader script per portal id and a command
 * queue on window). Its hosts live in lib/third-party-origins.mjs, which the build's
 * Content-Security-Policy reads too; the portal id comes from the build
 * (NEXT_PUBLIC_CHAT_PORTAL_ID, README). Empty means no chat: one console warning, no request.
 */
export const chatPortalId = process.env.NEXT_PUBLIC_CHAT_PORTAL_ID?.trim() ?? ''

export const chatProvider = {
  /** Tried first. */
  primarySrc: (portalId: string) => `${CHAT_PRIMARY_SCRIPT}/${portalId}.js`,
  /** Tried when the primary script fails to load (regional mirror of the same loader). */
  fallbackSrc: (portalId: string) => `${CHAT_FALLBACK_SCRIPT}/${portalId}.js`,
  scriptId: 'hs-script-loader',
  /** The provider's command queue: commands pushed before the script arrives run once it does. */
  queue: '_hsq',
} as const

/** Whether this build offers the chat: a usable portal id. */
export const chatEnabled = isValidPortalId(chatPortalId)

/**
 * Set once the visitor has opened the chat (functionality storage: only with their consent to
 * it); later pages then load the chat as soon as the browser is idle.
 */
export const CHAT_OPENED_KEY = 'chat_opened'

/** Fired on window when a contact message stores a visitor identity (lib/chat/identity.ts). */
export const VISITOR_IDENTITY_EVENT = 'coverbridge:visitor-identity'
