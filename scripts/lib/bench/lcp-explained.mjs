// The bench's answer to "why does the simulated view put this page's largest paint so late?":
// per page, the element, Lighthouse's phases of that time, and the requests its model replays
// before the paint (those the unthrottled load had started by then), beside the bare page's, then
// each page's waterfall of them. Read off the simulated run whose paint is the median
// (lighthouse-readings.mjs, simulatedLcpExplanation).
import { kb } from '../export/export-size.mjs'

const signed = (value) => `${value >= 0 ? '+' : '−'}${Math.abs(value)} ms`
const path = (url) => {
  try {
    const { pathname, search } = new URL(url)
    return pathname + search
  } catch {
    return url
  }
}

/** Bytes of each request type among `requests`, largest first: "Script 142.0 KB, Document 16.1 KB". */
function byType(requests) {
  const sums = new Map()
  for (const request of requests) sums.set(request.type, (sums.get(request.type) ?? 0) + request.bytes)
  return [...sums]
    .sort((a, b) => b[1] - a[1])
    .map(([type, bytes]) => `${type} ${kb(bytes)}`)
    .join(', ')
}

const total = (requests) => requests.reduce((sum, request) => sum + request.bytes, 0)
/** Milliseconds of main-thread tasks started before the paint (older readings have none). */
const busy = (explained) => (explained.tasks ?? []).reduce((sum, task) => sum + task.ms, 0)

/** Why the page's simulated paint differs from the bare page's, in words. */
function why(row, bare) {
  const mine = row.lcpExplained.requests
  const theirs = bare.lcpExplained.requests
  const more = total(mine) - total(theirs)
  const parts = [
    `${mine.length} requests, ${kb(total(mine))} before the paint (bare page: ${theirs.length}, ${kb(total(theirs))})`,
  ]
  if (more > 0) parts.push(`${kb(more)} more for the model to replay at slow-4G speed`)
  const phases = row.lcpExplained.phases
  const load = (phases['Load Delay'] ?? 0) + (phases['Load Time'] ?? 0)
  if (load > 0) parts.push(`the element is a file of its own (load delay and time ${load} ms)`)
  const cpu = busy(row.lcpExplained)
  const bareCpu = busy(bare.lcpExplained)
  if (row.lcpExplained.tasks) {
    parts.push(
      `main thread ${cpu} ms of tasks started before the paint (bare page: ${bareCpu} ms), replayed at 4x CPU`,
    )
  }
  const observed = row.delta?.observed?.lcp
  if (observed !== undefined) parts.push(`observed ${signed(observed)}: ${disagreement(row, bare, observed, cpu - bareCpu)}`)
  return parts.join('; ')
}

/**
 * Where the model's paint and the throttled browser's part, by what the unthrottled load shows:
 * requests that ended after the paint (the browser did not wait for them), main-thread work that
 * had started by the paint, and the render delay the model puts after the last request.
 */
function disagreement(row, bare, observed, moreCpu) {
  if (row.delta.lcp - observed <= 300) return 'model and browser agree'
  const paint = row.lcpExplained.unthrottledLcpMs
  const late = row.lcpExplained.requests.filter((request) => request.end > paint)
  const delay = (explained) => explained.phases['Render Delay'] ?? 0
  const reasons = [
    late.length
      ? `${late.length} of those requests ended after the paint (${kb(total(late))}); the model waits for them`
      : 'every one of those requests had ended by the paint',
  ]
  if (moreCpu > 0) {
    reasons.push(
      `the main thread had started ${moreCpu} ms more work than the bare page's by then (${moreCpu * 4} ms at 4x)`,
    )
  }
  reasons.push(
    `the model's render delay is ${delay(row.lcpExplained)} ms (bare page: ${delay(bare.lcpExplained)} ms); the throttled browser drew the frame before it`,
  )
  return reasons.join('; ')
}

export function explainedSection(bare, rows) {
  if (!bare.lcpExplained) return []
  const explained = rows.filter((row) => row.lcpExplained)
  const phaseCell = ({ phases }) =>
    ['TTFB', 'Load Delay', 'Load Time', 'Render Delay']
      .map((name) => `${phases[name] ?? 0}`)
      .join(' / ')
  const lines = [
    '## What the simulated largest paint waits for',
    '',
    "Lighthouse's simulated view loads the page at full speed, then replays every request that had started before the largest paint (and the main thread's work between them) on a modelled slow 4G phone. A request the page does not need for that paint still counts if it started before it. Phases: TTFB / load delay / load time / render delay, in ms of the unthrottled load.",
    '',
    '| page | element | simulated LCP | Δ | phases | before the paint, by type | why |',
    '|---|---|---:|---:|---|---|---|',
    `| bare Next.js page | ${bare.lcpExplained.element} | ${bare.lcpMs} ms | | ${phaseCell(bare.lcpExplained)} | ${byType(bare.lcpExplained.requests)} | |`,
    ...explained.map(
      (row) =>
        `| ${row.route} | ${row.lcpExplained.element.replace(/\|/g, '\\|')} | ${row.lcpMs} ms | ${signed(row.delta.lcp)} | ${phaseCell(row.lcpExplained)} | ${byType(row.lcpExplained.requests)} | ${why(row, bare)} |`,
    ),
    '',
    '### Waterfalls (unthrottled load, requests started before the largest paint)',
    '',
  ]
  for (const row of [{ ...bare, route: 'bare Next.js page' }, ...explained]) {
    const { requests, unthrottledLcpMs } = row.lcpExplained
    lines.push(
      `<details><summary>${row.route}: ${requests.length} requests, ${kb(total(requests))}, largest paint at ${unthrottledLcpMs} ms</summary>`,
      '',
      '```',
      ...requests
        .sort((a, b) => a.start - b.start)
        .map(
          (request) =>
            `${String(request.start).padStart(5)}–${String(request.end).padEnd(5)} ms  ${request.type.padEnd(10)} ${(request.priority ?? '').padEnd(8)} ${kb(request.bytes).padStart(9)}  ${path(request.url)}`,
        ),
      '```',
      '',
      '</details>',
      '',
    )
  }
  return lines
}
