// Types of scripts/lib/bench/lighthouse-readings.mjs for the TypeScript tests that read it.
type Audit = { numericValue?: number; errorMessage?: string; details?: { items?: unknown[] } }
type Lhr = { audits: Record<string, Audit | undefined>; runtimeError?: { code: string } }
export type ObservedRun = { fcp: number; lcp: number; si: number }
export function median(values: number[]): number
export function unreadable(lhr: Lhr): string | undefined
export function observedReadings(lhr: Lhr): ObservedRun
export function observedMedians(
  first: ObservedRun[],
  repeat: ObservedRun[],
  beside?: ObservedRun[],
): {
  fcpMs: number
  lcpMs: number
  siMs: number
  repeatFcpMs: number
  repeatLcpMs: number
  /** Each first visit's largest paint, in the order taken (results written before had none). */
  lcpLoads?: number[]
  /** The bare page's first visits taken beside the page's, when there were any. */
  bare?: { fcpMs: number; lcpMs: number; siMs: number; lcpLoads?: number[] }
}
export function spread(loads: number[] | undefined): string
export function rowLine(
  label: string,
  row: { firstLoadJs: number; observed?: ReturnType<typeof observedMedians> },
): string
export type LcpRequest = {
  url: string
  type: string
  priority?: string
  bytes: number
  start: number
  end: number
}
export type LcpExplanation = {
  element: string
  phases: Record<string, number>
  unthrottledLcpMs: number
  requests: LcpRequest[]
  /** Main-thread tasks over 5 ms started before the paint (ms after navigation, duration). */
  tasks: { start: number; ms: number }[]
}
export function simulatedLcpExplanation(lhr: Lhr): LcpExplanation
