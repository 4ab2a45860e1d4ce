/** Portal ids are numeric; anything else would end up inside a script URL. */
export function isValidPortalId(portalId: string): boolean
