export function inlineStylesheets(
  html: string,
  readCss: (href: string) => string | undefined,
): string
export function hasBlockingStylesheet(html: string): boolean
