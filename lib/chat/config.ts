import { CHAT_FALLBACK_SCRIPT, CHAT_PRIMARY_SCRIPT } from '@/lib/third-party-origins.mjs'

/**
 * The chat and tracking provider (HubSpot-style: a loader script per portal id and a command
 * queue on window). Its hosts live in lib/third-party-origins.mjs, which the build's
 * Content-Security-Policy reads too; the portal id comes from the build
 * (NEXT_PUBLIC_CHAT_PORTAL_ID, README). Empty means no chat: one console warning, no request.
 */
export const chatPortalId = process.env.NEXT_PUBLIC_CHAT_PORTAL_ID?.trim() ?? ''

export const chatProvider = {
  /** Tried first, once the page is idle. */
  primarySrc: (portalId: string) => `${CHAT_PRIMARY_SCRIPT}/${portalId}.js`,
  /** Tried when the primary script fails to load (regional mirror of the same loader). */
  fallbackSrc: (portalId: string) => `${CHAT_FALLBACK_SCRIPT}/${portalId}.js`,
  scriptId: 'hs-script-loader',
  /** The provider's command queue: commands pushed before the script arrives run once it does. */
  queue: '_hsq',
} as const

/** Portal ids are numeric; anything else would end up inside a script URL. */
export function isValidPortalId(portalId: string): boolean {
  return /^\d{1,12}$/.test(portalId)
}

/** Fired on window when a contact message stores a visitor identity (lib/chat/identity.ts). */
export const VISITOR_IDENTITY_EVENT = 'coverbridge:visitor-identity'
