/** The inline script that starts the client scripts ([src, id?] pairs) after the first paint, fetching the router payload from `payload` first when given, and puts the web fonts' @font-face rules `fonts` back at that paint; `held`: the downloads and the fonts wait for the first-screen photo. */
export function bootScript(
  scripts: ([string] | [string, string])[],
  payload?: string,
  options?: { held?: boolean; fonts?: string },
): string
/** The CSS without its web fonts' @font-face rules (a page with a boot script inlines it so). */
export function withoutWebFontRules(css: string): string
/** Whether the page's first screen is a photo of the image pipeline (an eager, high-priority /_img/ image). */
export function firstScreenPhoto(html: string): boolean
/** The page with its client scripts started after the first paint and, when `payload.text` is its inline router payload, that payload fetched from `payload.url` (unchanged when done already). */
export function hydrateAfterPaint(html: string, payload?: { url: string; text: string }): string
/** The text of the page's boot script, or '' when the page has none. */
export function bootScriptOf(html: string): string
/** Whether the page still carries Next's inline router payload. */
export function hasInlinePayload(html: string): boolean
