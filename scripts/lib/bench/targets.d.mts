// Types of scripts/lib/bench/targets.mjs for the TypeScript tests that read it.
/** Pages with forms or the shop's stores; every other page is a content page. */
export const INTERACTIVE: RegExp
/** The ids that have an exported page under {outDir}/{folder}/, each once, lowest first. */
export function exportedIds(outDir: string, folder: string): number[]
