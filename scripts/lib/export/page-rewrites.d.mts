// Types of scripts/lib/export/page-rewrites.mjs for the TypeScript tests that call it.
export function rewritePage(
  page: string,
  options: {
    payload: { url: string; text: string } | undefined
    payloadFile: string
    readCss: (href: string) => string | undefined
    chat?: boolean
    hosts?: import('./csp.mjs').ProviderHosts
  },
): {
  html: string
  problems: string[]
  expected: { stylesheets: number; scripts: number; payload: number }
}
