/** The inline script that starts the client scripts ([src, id?] pairs) after the first paint, fetching the router payload from `payload` first when given. */
export function bootScript(scripts: ([string] | [string, string])[], payload?: string): string
/** The page with its client scripts started after the first paint and, when `payload.text` is its inline router payload, that payload fetched from `payload.url` (unchanged when done already). */
export function hydrateAfterPaint(html: string, payload?: { url: string; text: string }): string
/** Whether the page still carries Next's inline router payload. */
export function hasInlinePayload(html: string): boolean
