#!/usr/bin/env node
// npm run bench: builds the export, serves it with our static server, and measures each route:
// first-load JS (gzipped), HTML bytes, request count, and Lighthouse mobile scores with LCP, CLS
// and TBT as the median of 3 runs, using the system Chromium. Writes bench/results.md and .json.
// Options: --no-build, --runs N, --routes /,/pricing
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { firstLoadJs, htmlBytes, kb } from './lib/export-size.mjs'

const args = process.argv.slice(2)
const option = (name, fallback) => {
  const index = args.indexOf(`--${name}`)
  return index >= 0 && args[index + 1] ? args[index + 1] : fallback
}
const OUT = join(process.cwd(), 'out')
const PORT = Number(option('port', 4800))
const RUNS = Number(option('runs', 3))
const FLOOR = '/not-found'

/** The lowest id that has an exported page under out/{folder}/, e.g. /blog-details/1. */
function firstExportedId(folder) {
  const dir = join(OUT, folder)
  if (!existsSync(dir)) return '1'
  const ids = readdirSync(dir)
    .map((name) => name.replace(/\.html$/, ''))
    .filter((name) => /^\d+$/.test(name))
    .map(Number)
    .sort((x, y) => x - y)
  return String(ids[0] ?? 1)
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
    `/blog-details/${firstExportedId('blog-details')}`,
    '/shop',
    `/shop-details/${firstExportedId('shop-details')}`,
    '/cart',
    '/checkout',
    FLOOR,
  ]
}

if (!args.includes('--no-build')) {
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' })
  if (build.status !== 0) process.exit(build.status ?? 1)
}

const routes = option('routes', null)?.split(',') ?? defaultRoutes()

const server = spawn(
  'node',
  ['scripts/serve.mjs', '--dir', 'out', '--port', String(PORT), '--quiet'],
  {
    stdio: ['ignore', 'pipe', 'inherit'],
  },
)
await new Promise((resolve) => server.stdout.once('data', resolve))

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)]
}

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

const rows = []
try {
  for (const route of routes) {
    const exists = existsSync(join(OUT, route === '/' ? 'index.html' : `${route.slice(1)}.html`))
    if (!exists) {
      console.warn(`skip ${route}: not in out/`)
      continue
    }
    const runs = []
    for (let run = 0; run < RUNS; run += 1) {
      const result = await lighthouse(
        `http://127.0.0.1:${PORT}${route}`,
        { port: chrome.port, output: 'json', logLevel: 'error' },
        {
          extends: 'lighthouse:default',
          settings: {
            formFactor: 'mobile',
            onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
            // The site is served from localhost: no real network to throttle, so Lighthouse simulates a slow 4G phone.
            throttlingMethod: 'simulate',
          },
        },
      )
      const { categories, audits } = result.lhr
      runs.push({
        performance: Math.round(categories.performance.score * 100),
        accessibility: Math.round(categories.accessibility.score * 100),
        bestPractices: Math.round(categories['best-practices'].score * 100),
        seo: Math.round(categories.seo.score * 100),
        lcp: audits['largest-contentful-paint'].numericValue,
        cls: audits['cumulative-layout-shift'].numericValue,
        tbt: audits['total-blocking-time'].numericValue,
        requests: audits['network-requests'].details?.items?.length ?? 0,
      })
    }
    const pick = (key) => median(runs.map((run) => run[key]))
    const row = {
      route,
      firstLoadJs: firstLoadJs(OUT, route),
      html: htmlBytes(OUT, route),
      requests: pick('requests'),
      performance: pick('performance'),
      accessibility: pick('accessibility'),
      bestPractices: pick('bestPractices'),
      seo: pick('seo'),
      lcpMs: Math.round(pick('lcp')),
      cls: Number(pick('cls').toFixed(3)),
      tbtMs: Math.round(pick('tbt')),
    }
    rows.push(row)
    console.log(
      `${route.padEnd(22)} JS ${kb(row.firstLoadJs).padStart(9)}  HTML ${kb(row.html.gzip).padStart(8)}  req ${String(row.requests).padStart(3)}  ` +
        `perf ${row.performance} a11y ${row.accessibility} bp ${row.bestPractices} seo ${row.seo}  LCP ${row.lcpMs}ms CLS ${row.cls} TBT ${row.tbtMs}ms`,
    )
  }
} finally {
  await chrome.kill()
  server.kill()
}

const floor = rows.find((row) => row.route === FLOOR)
const plus = (bytes) =>
  floor ? `${bytes >= floor.firstLoadJs ? '+' : '−'}${kb(Math.abs(bytes - floor.firstLoadJs))}` : ''
const lines = [
  '# Benchmark',
  '',
  `Measured ${new Date().toISOString().slice(0, 10)} with \`npm run bench\` (Lighthouse ${JSON.parse(readFileSync('node_modules/lighthouse/package.json', 'utf8')).version}, mobile, simulated throttling, median of ${RUNS} runs, system Chromium).`,
  `First-load JS is the gzipped size of every script a page's HTML loads (\`noModule\` polyfills excluded). The floor row (${FLOOR}: header, footer, one h1) is what any page of ours costs; "vs floor" is what the page adds.`,
  '',
  '| route | first-load JS | vs floor | HTML (gzip) | requests | perf | a11y | best pr. | SEO | LCP | CLS | TBT |',
  '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
  ...rows.map(
    (row) =>
      `| ${row.route} | ${kb(row.firstLoadJs)} | ${row.route === FLOOR ? 'floor' : plus(row.firstLoadJs)} | ${kb(row.html.gzip)} | ${row.requests} | ${row.performance} | ${row.accessibility} | ${row.bestPractices} | ${row.seo} | ${row.lcpMs} ms | ${row.cls.toFixed(2)} | ${row.tbtMs} ms |`,
  ),
  '',
  'SEO is expected below 100 on noindex pages (/cart, /checkout, /not-found): Lighthouse marks "page is blocked from indexing".',
  '',
]
mkdirSync('bench', { recursive: true })
writeFileSync('bench/results.md', lines.join('\n'))
writeFileSync(
  'bench/results.json',
  `${JSON.stringify({ date: new Date().toISOString(), runs: RUNS, rows }, null, 2)}\n`,
)
console.log('\nWrote bench/results.md and bench/results.json')
