// Whether a chat portal id can be used: plain JavaScript so that next.config.mjs reads the same
// rule as the site's code (lib/chat/config.ts). Types in portal-id.d.mts.

/** Portal ids are numeric; anything else would end up inside a script URL. */
export function isValidPortalId(portalId) {
  return /^\d{1,12}$/.test(portalId)
}
