// The bench's results: every row compared with the bare page, written as Markdown tables to
// bench/results.md (one per view measured) and as data to bench/results.json.
import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname } from 'node:path'
import { kb } from '../export/export-size.mjs'
import { explainedSection } from './lcp-explained.mjs'
import { photosSection } from './photos.mjs'
import { spread } from './lighthouse-readings.mjs'
import { BARE, compare, TARGETS } from './targets.mjs'

const signed = (value, unit = '') => `${value >= 0 ? '+' : '−'}${Math.abs(value)}${unit}`
const signedKb = (bytes) => `${bytes >= 0 ? '+' : '−'}${kb(Math.abs(bytes))}`
const verdict = (row) => (row.missed.length ? `missed: ${row.missed.join(', ')}` : 'met')

function simulatedTable(bare, rows) {
  return [
    '## Simulated (Lighthouse\'s model of a slow 4G phone)',
    '',
    '| page | first-load JS | Δ JS | after load | requests | perf | Δ perf | a11y | best pr. | SEO | LCP | Δ LCP | CLS | TBT | Δ TBT |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
    `| ${BARE} | ${kb(bare.firstLoadJs)} | | ${kb(bare.afterLoadBytes)} | ${bare.requests} | ${bare.performance} | | ${bare.accessibility} | ${bare.bestPractices} | ${bare.seo} | ${bare.lcpMs} ms | | ${bare.cls.toFixed(2)} | ${bare.tbtMs} ms | |`,
    ...rows.map(
      (row) =>
        `| ${row.route} | ${kb(row.firstLoadJs)} | ${signedKb(row.delta.js)} | ${kb(row.afterLoadBytes)} | ${row.requests} | ${row.performance} | ${signed(row.delta.perf)} | ${row.accessibility} | ${row.bestPractices} | ${row.seo} | ${row.lcpMs} ms | ${signed(row.delta.lcp, ' ms')} | ${row.cls.toFixed(2)} | ${row.tbtMs} ms | ${signed(row.delta.tbt, ' ms')} |`,
    ),
    '',
    'SEO is expected below 100 on noindex pages (/cart, /checkout, /not-found): Lighthouse marks "page is blocked from indexing".',
    '',
  ]
}

function observedTable(bare, rows) {
  const b = bare.observed
  return [
    '## Observed (the browser itself throttled: slow 4G, 562.5 ms round trips, 4x CPU)',
    '',
    '| page | FCP | Δ FCP | LCP | Δ LCP | Speed Index | Δ SI | repeat FCP | Δ | repeat LCP | Δ | bare page beside: FCP, LCP | first visits, lowest–highest LCP: page, bare page beside |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
    `| ${BARE} | ${b.fcpMs} ms | | ${b.lcpMs} ms | | ${b.siMs} ms | | ${b.repeatFcpMs} ms | | ${b.repeatLcpMs} ms | | | ${spread(b.lcpLoads)} |`,
    ...rows.map((row) => {
      const o = row.observed
      const d = row.delta.observed
      const beside = o.bare ? `${o.bare.fcpMs} ms, ${o.bare.lcpMs} ms` : ''
      const loads = [spread(o.lcpLoads), spread(o.bare?.lcpLoads)].filter(Boolean).join(', ')
      return `| ${row.route} | ${o.fcpMs} ms | ${signed(d.fcp, ' ms')} | ${o.lcpMs} ms | ${signed(d.lcp, ' ms')} | ${o.siMs} ms | ${signed(d.si, ' ms')} | ${o.repeatFcpMs} ms | ${signed(d.repeatFcp, ' ms')} | ${o.repeatLcpMs} ms | ${signed(d.repeatLcp, ' ms')} | ${beside} | ${loads} |`
    }),
    '',
    'First visits are compared with the bare page loaded before each of the page\'s own (the column "bare page beside": the medians of those loads), so that a drift in the machine\'s speed over the run moves both; the first row is the bare page\'s own measurement at the start of the run. Repeat: the same page loaded again with the storage and HTTP cache of a first visit, compared with the first row. The last column: the lowest and highest largest paint of the page\'s first visits, then of the bare page\'s loads beside them. A median of loads that far apart moves from run to run: a page whose difference is closer to its target than that spread can land on either side of it in the next run.',
    '',
  ]
}

/**
 * The run with a chat portal id: each page against the bare page as above, plus what it carries
 * more than the same page built without one, and what the provider's stand-in was asked for.
 */
function chatSection(chat, views, runs) {
  const { stub } = chat
  const head = ['page', 'first-load JS', 'more than without a portal id']
  const cells = (row) => [row.route, kb(row.firstLoadJs), `+${kb(row.addedJs)}`]
  if (views.simulated) {
    head.push('perf', 'a11y', 'best pr.', 'LCP', 'Δ LCP', 'CLS', 'TBT')
  }
  if (views.observed) head.push('observed FCP', 'Δ', 'observed LCP', 'Δ')
  head.push('targets')
  const line = (row) => {
    const out = cells(row)
    if (views.simulated) {
      out.push(
        row.performance,
        row.accessibility,
        row.bestPractices,
        `${row.lcpMs} ms`,
        signed(row.delta.lcp, ' ms'),
        row.cls.toFixed(2),
        `${row.tbtMs} ms`,
      )
    }
    if (views.observed) {
      const o = row.observed
      const d = row.delta.observed
      out.push(`${o.fcpMs} ms`, signed(d.fcp, ' ms'), `${o.lcpMs} ms`, signed(d.lcp, ' ms'))
    }
    out.push(verdict(row))
    return `| ${out.join(' | ')} |`
  }
  return [
    '## With a chat portal id',
    '',
    `The same site built with \`NEXT_PUBLIC_CHAT_PORTAL_ID=${chat.portalId}\`: every page has the chat launcher, and a first visit (every Lighthouse load is one) gets the cookie choices dialog. The provider's hosts resolve to a stand-in on 127.0.0.1 (scripts/lib/bench/chat-stub.mjs), which recorded every request it got.`,
    '',
    `- During the Lighthouse loads of these ${chat.rows.length} pages (${runs} per page and view, and the cache-warming loads of the repeat visits): ${stub.requestsDuringLoads} requests to the provider.`,
    `- A visit to ${stub.pressedOn} that answered Accept all, waited past the idle deadline and scrolled to the bottom: ${stub.requestsBeforePress - stub.requestsDuringLoads} requests.`,
    `- One press on the launcher: ${stub.pressRequests.map((request) => `\`${request}\``).join(', ') || 'no request'}; the chat opened ${stub.openedMs} ms after the press.`,
    '',
    `| ${head.join(' | ')} |`,
    `|---|${head.slice(1).map(() => '---:').join('|')}|`,
    ...chat.rows.map(line),
    '',
  ]
}

/**
 * Writes bench/results.md and bench/results.json (relative to the working folder), or, given a
 * `stem` such as bench/photos, that stem's .md and .json (a partial run kept apart from the full one).
 */
export function writeResults({
  stem = 'bench/results',
  bare,
  rows,
  chat = null,
  photos = null,
  runs,
  lighthouseVersion,
  nextVersion,
  protocol,
  views,
}) {
  const compared = rows.map((row) => ({ ...row, ...compare(row, bare) }))
  const chatCompared = chat && {
    ...chat,
    rows: chat.rows.map((row) => ({ ...row, ...compare(row, bare) })),
  }
  const viewNames = [views.simulated && 'simulated', views.observed && 'observed'].filter(Boolean)
  const lines = [
    '# Benchmark',
    '',
    `Measured ${new Date().toISOString().slice(0, 10)} with \`npm run bench\`: Lighthouse ${lighthouseVersion}, mobile, ${viewNames.join(' and ')} throttling, median of ${runs} runs per page and view, system Chromium, next ${nextVersion}, served over ${protocol} by scripts/serve.mjs.`,
    'The first row is a bare Next.js page (one h1, two paragraphs, no client code) built in the same run with the same next, react and react-dom and the default `next build`; every other row shows its difference from it (Δ).',
    'First-load JS is the gzipped size of every script a page\'s HTML loads (`noModule` polyfills excluded). "After load" is the script and data a page fetches after its load event. /cart and /checkout are measured with two products in the cart.',
    `Targets against the bare page: content pages perf ≥ −${-TARGETS.content.perf}, TBT ≤ +${TARGETS.content.tbt} ms, LCP ≤ +${TARGETS.content.lcp} ms simulated, FCP and LCP ≤ +${TARGETS.content.observed} ms observed; interactive pages (/contact, shop, cart, checkout) perf ≥ −${-TARGETS.interactive.perf}, TBT ≤ +${TARGETS.interactive.tbt} ms, LCP ≤ +${TARGETS.interactive.lcp} ms simulated, FCP and LCP ≤ +${TARGETS.interactive.observed} ms observed; CLS 0.00, accessibility and best practices 100 everywhere.`,
    '',
    '## Targets',
    '',
    '| page | targets |',
    '|---|---|',
    ...compared.map((row) => `| ${row.route} | ${verdict(row)} |`),
    '',
    ...(views.simulated ? simulatedTable(bare, compared) : []),
    ...(views.observed ? observedTable(bare, compared) : []),
    ...(views.simulated ? explainedSection(bare, compared) : []),
    ...(chatCompared ? chatSection(chatCompared, views, runs) : []),
    ...(photos ? photosSection(photos, runs) : []),
  ]
  mkdirSync(dirname(stem), { recursive: true })
  writeFileSync(`${stem}.md`, lines.join('\n'))
  writeFileSync(
    `${stem}.json`,
    `${JSON.stringify(
      {
        date: new Date().toISOString(),
        runs,
        lighthouse: lighthouseVersion,
        next: nextVersion,
        protocol,
        views: viewNames,
        bare,
        rows: compared.map(({ kind, delta, missed, ...row }) => ({ ...row, kind, delta, missed })),
        ...(chatCompared ? { chat: chatCompared } : {}),
        ...(photos ? { photos } : {}),
      },
      null,
      2,
    )}\n`,
  )
  console.log(`\nWrote ${stem}.md and ${stem}.json`)
}
