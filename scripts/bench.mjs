#!/usr/bin/env node
// npm run bench: builds the export and a bare Next.js page (one h1, two paragraphs, no client code,
// built with the installed next, react and react-dom in a temporary folder), serves both with our
// static server and measures them side by side with Lighthouse (mobile, simulated throttling, the
// system Chromium): the median of 5 runs per page. Every row shows its difference from the bare
// page and whether it meets its timing targets. Writes bench/results.md and bench/results.json.
// Lighthouse and the Chrome launcher come from bench/'s own package, installed on the first run
// (scripts/lib/bench-deps.mjs); the build and the bare page use the project's own install.
// Options: --no-build, --runs N, --routes /,/pricing, --port N
//   --dry-run: installs and loads the bench packages, prints their versions and the routes it
//   would measure, then stops: nothing is built, measured or written.
// Run it on an idle machine: anything else running (tests, builds) skews every timing.
import { spawn, spawnSync } from 'node:child_process'
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { join } from 'node:path'
import { chromium } from '@playwright/test'
import { loadBenchDeps } from './lib/bench-deps.mjs'
import { firstLoadJs, htmlBytes, kb } from './lib/export-size.mjs'

const args = process.argv.slice(2)
const option = (name, fallback) => {
  const index = args.indexOf(`--${name}`)
  return index >= 0 && args[index + 1] ? args[index + 1] : fallback
}
const ROOT = process.cwd()
const OUT = join(ROOT, 'out')
const PORT = Number(option('port', 4800))
const BARE_PORT = PORT + 1
const RUNS = Number(option('runs', 5))
const BARE = 'bare Next.js page'

/** Pages with forms or the shop's stores; every other page is a content page. */
const INTERACTIVE = /^\/(contact|shop(\/page\/\d+)?|shop-details\/[^/]+|cart|wishlist|checkout)$/
/** Timing targets against the bare page of the same run. */
const TARGETS = {
  content: { perf: -2, tbt: 100, lcp: 500 },
  interactive: { perf: -5, tbt: 200, lcp: 800 },
}
/** Pages measured with items in the cart: their full layout is what a buyer sees. */
const WITH_CART = new Set(['/cart', '/checkout'])

/** The lowest id that has an exported page under out/{folder}/, e.g. /blog-details/1. */
function exportedIds(folder) {
  const dir = join(OUT, folder)
  if (!existsSync(dir)) return [1]
  return readdirSync(dir)
    .map((name) => name.replace(/\.html$/, ''))
    .filter((name) => /^\d+$/.test(name))
    .map(Number)
    .sort((x, y) => x - y)
}

function defaultRoutes() {
  return [
    '/',
    '/what-we-offer',
    '/pricing',
    '/customers',
    '/about-us',
    '/contact',
    '/faq',
    '/testimonial',
    '/project-v1',
    '/blog',
    `/blog-details/${exportedIds('blog-details')[0]}`,
    '/shop',
    `/shop-details/${exportedIds('shop-details')[0]}`,
    '/cart',
    '/checkout',
    '/not-found',
  ]
}

/** The --routes option, else every page type (ids read from out/, so after the build). */
const chosenRoutes = () => option('routes', null)?.split(',') ?? defaultRoutes()

function run(command, commandArgs, options = {}) {
  const result = spawnSync(command, commandArgs, { stdio: 'inherit', ...options })
  if (result.status !== 0) process.exit(result.status ?? 1)
}

/**
 * Builds the bare page with Next's default `next build` (no options of ours). The folder sits
 * inside the project so that Next finds the project's node_modules; it is removed afterwards.
 */
function buildBarePage() {
  const dir = mkdtempSync(join(ROOT, '.bench-bare-'))
  mkdirSync(join(dir, 'app'))
  writeFileSync(join(dir, 'package.json'), '{ "private": true, "type": "module" }\n')
  writeFileSync(join(dir, 'next.config.mjs'), "export default { output: 'export' }\n")
  writeFileSync(
    join(dir, 'app', 'layout.jsx'),
    `export const metadata = { title: 'Bare page', description: 'A bare Next.js page.' }
export default function RootLayout({ children }) {
  return (<html lang="en"><body>{children}</body></html>)
}
`,
  )
  writeFileSync(
    join(dir, 'app', 'page.jsx'),
    `export default function Page() {
  return (
    <main>
      <h1>A bare Next.js page</h1>
      <p>One heading and two paragraphs, rendered on the server, with no client code of its own.</p>
      <p>It is what any page built with these versions of next, react and react-dom costs at least.</p>
    </main>
  )
}
`,
  )
  run(process.execPath, [join(ROOT, 'node_modules/next/dist/bin/next'), 'build'], {
    cwd: dir,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
  })
  return dir
}

function serve(dir, port) {
  const server = spawn(
    process.execPath,
    ['scripts/serve.mjs', '--dir', dir, '--port', String(port), '--quiet'],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  )
  return new Promise((resolve) => server.stdout.once('data', () => resolve(server)))
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)]
}

// Loaded before the build, so a failed install stops the bench before minutes of building.
const { lighthouse, chromeLauncher, versions } = await loadBenchDeps()
if (args.includes('--dry-run')) {
  console.log(`lighthouse ${versions.lighthouse}, chrome-launcher ${versions.chromeLauncher}`)
  console.log(`would measure the ${BARE} and ${chosenRoutes().join(' ')}`)
  process.exit(0)
}
if (!args.includes('--no-build')) run('npm', ['run', 'build'])
const routes = chosenRoutes()
const bareDir = buildBarePage()
const bareOut = join(bareDir, 'out')

const servers = [await serve(OUT, PORT), await serve(bareOut, BARE_PORT)]
const chrome = await chromeLauncher.launch({
  chromePath: existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined,
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-dev-shm-usage',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
})

/** Puts two products in the cart, through the page's own storage, before a measured load. */
async function fillCart(origin) {
  const ids = exportedIds('shop-details').slice(0, 2)
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`)
  const context = browser.contexts()[0]
  const page = await context.newPage()
  await page.goto(`${origin}/robots.txt`)
  await page.evaluate(
    (items) => {
      localStorage.setItem('cart_products', JSON.stringify({ state: { items }, version: 1 }))
    },
    ids.map((id) => ({ id, orderQuantity: 1 })),
  )
  await page.close()
  // Playwright's CDP connection is dropped without closing the browser Lighthouse uses.
  await browser.close().catch(() => undefined)
}

async function measure(url, { keepStorage }) {
  const result = await lighthouse(
    url,
    { port: chrome.port, output: 'json', logLevel: 'error', disableStorageReset: keepStorage },
    {
      extends: 'lighthouse:default',
      settings: {
        formFactor: 'mobile',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
        // Served from localhost: no real network to throttle, so Lighthouse simulates a slow 4G phone.
        throttlingMethod: 'simulate',
      },
    },
  )
  const { categories, audits } = result.lhr
  const requests = audits['network-requests'].details?.items ?? []
  const loadAt = audits.metrics.details?.items?.[0]?.observedLoad ?? Infinity
  const lateTypes = new Set(['Script', 'Fetch', 'XHR'])
  const afterLoad = requests
    .filter((request) => lateTypes.has(request.resourceType))
    .filter((request) => (request.networkRequestTime ?? request.startTime ?? 0) > loadAt)
    .reduce((sum, request) => sum + (request.transferSize ?? 0), 0)
  return {
    performance: Math.round(categories.performance.score * 100),
    accessibility: Math.round(categories.accessibility.score * 100),
    bestPractices: Math.round(categories['best-practices'].score * 100),
    seo: Math.round(categories.seo.score * 100),
    lcp: audits['largest-contentful-paint'].numericValue,
    cls: audits['cumulative-layout-shift'].numericValue,
    tbt: audits['total-blocking-time'].numericValue,
    requests: requests.length,
    afterLoad,
  }
}

async function measureRoute(label, origin, route, outDir) {
  const runs = []
  for (let index = 0; index < RUNS; index += 1) {
    const keepStorage = WITH_CART.has(route)
    if (keepStorage) await fillCart(origin)
    runs.push(await measure(`${origin}${route}`, { keepStorage }))
  }
  const pick = (key) => median(runs.map((entry) => entry[key]))
  const row = {
    route: label,
    firstLoadJs: firstLoadJs(outDir, route),
    html: htmlBytes(outDir, route),
    requests: pick('requests'),
    afterLoadBytes: pick('afterLoad'),
    performance: pick('performance'),
    accessibility: pick('accessibility'),
    bestPractices: pick('bestPractices'),
    seo: pick('seo'),
    lcpMs: Math.round(pick('lcp')),
    cls: Number(pick('cls').toFixed(3)),
    tbtMs: Math.round(pick('tbt')),
    withCart: WITH_CART.has(route) || undefined,
  }
  console.log(
    `${label.padEnd(22)} JS ${kb(row.firstLoadJs).padStart(9)}  after load ${kb(row.afterLoadBytes).padStart(8)}  req ${String(row.requests).padStart(3)}  ` +
      `perf ${row.performance} a11y ${row.accessibility} bp ${row.bestPractices} seo ${row.seo}  LCP ${row.lcpMs}ms CLS ${row.cls} TBT ${row.tbtMs}ms`,
  )
  return row
}

let bare
const rows = []
try {
  bare = await measureRoute(BARE, `http://127.0.0.1:${BARE_PORT}`, '/', bareOut)
  for (const route of routes) {
    const file = route === '/' ? 'index.html' : `${route.slice(1)}.html`
    if (!existsSync(join(OUT, file))) {
      console.warn(`skip ${route}: not in out/`)
      continue
    }
    rows.push(await measureRoute(route, `http://127.0.0.1:${PORT}`, route, OUT))
  }
} finally {
  await chrome.kill()
  for (const server of servers) server.kill()
  rmSync(bareDir, { recursive: true, force: true })
}

/** The row's difference from the bare page and the targets it misses. */
function compare(row) {
  const kind = INTERACTIVE.test(row.route) ? 'interactive' : 'content'
  const target = TARGETS[kind]
  const delta = {
    js: row.firstLoadJs - bare.firstLoadJs,
    perf: row.performance - bare.performance,
    tbt: row.tbtMs - bare.tbtMs,
    lcp: row.lcpMs - bare.lcpMs,
  }
  const missed = []
  if (delta.perf < target.perf) missed.push(`perf ${delta.perf} < ${target.perf}`)
  if (delta.tbt > target.tbt) missed.push(`TBT +${delta.tbt} > +${target.tbt} ms`)
  if (delta.lcp > target.lcp) missed.push(`LCP +${delta.lcp} > +${target.lcp} ms`)
  if (row.cls >= 0.005) missed.push(`CLS ${row.cls.toFixed(2)}`)
  if (row.accessibility < 100) missed.push(`a11y ${row.accessibility}`)
  if (row.bestPractices < 100) missed.push(`best pr. ${row.bestPractices}`)
  return { kind, delta, missed }
}

const signed = (value, unit = '') => `${value >= 0 ? '+' : '−'}${Math.abs(value)}${unit}`
const signedKb = (bytes) => `${bytes >= 0 ? '+' : '−'}${kb(Math.abs(bytes))}`
const compared = rows.map((row) => ({ ...row, ...compare(row) }))
const lighthouseVersion = versions.lighthouse
const nextVersion = JSON.parse(readFileSync('node_modules/next/package.json', 'utf8')).version

const lines = [
  '# Benchmark',
  '',
  `Measured ${new Date().toISOString().slice(0, 10)} with \`npm run bench\`: Lighthouse ${lighthouseVersion}, mobile, simulated throttling, median of ${RUNS} runs per page, system Chromium, next ${nextVersion}.`,
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
      runs: RUNS,
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
