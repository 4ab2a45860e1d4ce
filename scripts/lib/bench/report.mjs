// The bench's results: every row compared with the bare page, written as a Markdown table to
// bench/results.md and as data to bench/results.json.
import { mkdirSync, writeFileSync } from 'node:fs'
import { kb } from '../export-size.mjs'
import { BARE, compare, TARGETS } from './targets.mjs'

const signed = (value, unit = '') => `${value >= 0 ? '+' : '−'}${Math.abs(value)}${unit}`
const signedKb = (bytes) => `${bytes >= 0 ? '+' : '−'}${kb(Math.abs(bytes))}`

/** Writes bench/results.md and bench/results.json (relative to the working folder). */
export function writeResults({ bare, rows, runs, lighthouseVersion, nextVersion }) {
  const compared = rows.map((row) => ({ ...row, ...compare(row, bare) }))
  const lines = [
    '# Benchmark',
    '',
    `Measured ${new Date().toISOString().slice(0, 10)} with \`npm run bench\`: Lighthouse ${lighthouseVersion}, mobile, simulated throttling, median of ${runs} runs per page, system Chromium, next ${nextVersion}.`,
    'The first row is a bare Next.js page (one h1, two paragraphs, no client code) built in the same run with the same next, react and react-dom and the default `next build`; every other row shows its difference from it (Δ).',
    'First-load JS is the gzipped size of every script a page\'s HTML loads (`noModule` polyfills excluded). "After load" is the script and data a page fetches after its load event. /cart and /checkout are measured with two products in the cart.',
    `Targets against the bare page: content pages perf ≥ −${-TARGETS.content.perf}, TBT ≤ +${TARGETS.content.tbt} ms, LCP ≤ +${TARGETS.content.lcp} ms; interactive pages (/contact, shop, cart, checkout) perf ≥ −${-TARGETS.interactive.perf}, TBT ≤ +${TARGETS.interactive.tbt} ms, LCP ≤ +${TARGETS.interactive.lcp} ms; CLS 0.00, accessibility and best practices 100 everywhere.`,
    '',
    '| page | first-load JS | Δ JS | after load | requests | perf | Δ perf | a11y | best pr. | SEO | LCP | Δ LCP | CLS | TBT | Δ TBT | targets |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|',
    `| ${BARE} | ${kb(bare.firstLoadJs)} | | ${kb(bare.afterLoadBytes)} | ${bare.requests} | ${bare.performance} | | ${bare.accessibility} | ${bare.bestPractices} | ${bare.seo} | ${bare.lcpMs} ms | | ${bare.cls.toFixed(2)} | ${bare.tbtMs} ms | | reference |`,
    ...compared.map(
      (row) =>
        `| ${row.route} | ${kb(row.firstLoadJs)} | ${signedKb(row.delta.js)} | ${kb(row.afterLoadBytes)} | ${row.requests} | ${row.performance} | ${signed(row.delta.perf)} | ${row.accessibility} | ${row.bestPractices} | ${row.seo} | ${row.lcpMs} ms | ${signed(row.delta.lcp, ' ms')} | ${row.cls.toFixed(2)} | ${row.tbtMs} ms | ${signed(row.delta.tbt, ' ms')} | ${row.missed.length ? `missed: ${row.missed.join(', ')}` : 'met'} |`,
    ),
    '',
    'SEO is expected below 100 on noindex pages (/cart, /checkout, /not-found): Lighthouse marks "page is blocked from indexing".',
    '',
  ]
  mkdirSync('bench', { recursive: true })
  writeFileSync('bench/results.md', lines.join('\n'))
  writeFileSync(
    'bench/results.json',
    `${JSON.stringify(
      {
        date: new Date().toISOString(),
        runs,
        lighthouse: lighthouseVersion,
        next: nextVersion,
        bare,
        rows: compared.map(({ kind, delta, missed, ...row }) => ({ ...row, kind, delta, missed })),
      },
      null,
      2,
    )}\n`,
  )
  console.log('\nWrote bench/results.md and bench/results.json')
}
