/** The inline script that starts the client scripts ([src, id?] pairs) after the first paint. */
export function bootScript(scripts: ([string] | [string, string])[]): string
/** The page with its client scripts started after the first paint (unchanged when done already). */
export function hydrateAfterPaint(html: string): string
