// Types of scripts/lib/bench/lcp-explained.mjs for the TypeScript tests that read it.
import type { LcpExplanation } from './lighthouse-readings.mjs'
type Row = {
  route?: string
  lcpMs: number
  lcpExplained?: LcpExplanation
  delta?: { lcp: number; observed?: { lcp: number } }
}
export function explainedSection(bare: Row, rows: Row[]): string[]
