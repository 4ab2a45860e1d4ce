// Types of scripts/lib/bench/targets.mjs for the TypeScript tests that read it.
import type { observedMedians } from './lighthouse-readings.mjs'
/** Pages with forms or the shop's stores; every other page is a content page. */
export const INTERACTIVE: RegExp
/** The ids that have an exported page under {outDir}/{folder}/, each once, lowest first. */
export function exportedIds(outDir: string, folder: string): number[]
/** A row's observed medians, as lighthouse-readings.mjs makes them. */
type Observed = ReturnType<typeof observedMedians>
type Row = { route: string; firstLoadJs: number; observed?: Observed }
/** The row's difference from the bare page and the targets it misses. */
export function compare(
  row: Row,
  bare: Omit<Row, 'route'>,
): {
  kind: 'content' | 'interactive'
  delta: { js: number; observed?: Record<'fcp' | 'lcp' | 'si' | 'repeatFcp' | 'repeatLcp', number> }
  missed: string[]
}
