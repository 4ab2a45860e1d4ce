// Types of scripts/lib/export/css-subset.mjs for the TypeScript tests that call it.
export type PreparedStylesheet = { nodes: unknown[]; length: number }
export function prepareStylesheet(css: string): PreparedStylesheet | null
export function pageClasses(html: string): Set<string>
export function pageElements(html: string): Set<string>
export function subsetFor(
  prepared: PreparedStylesheet,
  classes: { has(name: string): boolean },
  options?: { html?: string },
): string
