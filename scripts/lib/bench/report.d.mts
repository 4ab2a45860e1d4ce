// Types of scripts/lib/bench/report.mjs for the TypeScript tests that read it.
import type { observedMedians } from './lighthouse-readings.mjs'
type Row = { route: string; firstLoadJs: number; observed?: ReturnType<typeof observedMedians> }
export function writeResults(results: {
  stem?: string
  bare: Omit<Row, 'route'> & Record<string, unknown>
  rows: Row[]
  runs: number
  lighthouseVersion: string
  nextVersion: string
  protocol: string
  views: { simulated?: boolean; observed?: boolean }
}): void
