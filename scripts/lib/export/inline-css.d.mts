export function inlineStylesheets(
  html: string,
  readCss: (href: string) => string | undefined,
  options?: { subset?: boolean },
): string
export function hasBlockingStylesheet(html: string): boolean
