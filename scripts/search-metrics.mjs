#!/usr/bin/env node
// Measures the site search on a served export: bytes fetched when the dialog opens and a query
// runs, and the time from typing to the first result on a throttled browser (CPU 4x slower,
// 150 ms round trips, 1.6 Mbit/s: Lighthouse's slow 4G). Usage, with the export served:
//   node scripts/search-metrics.mjs http://127.0.0.1:4373
import { existsSync } from 'node:fs'
import { chromium } from '@playwright/test'

const base = process.argv[2] ?? 'http://127.0.0.1:3000'
const browser = await chromium.launch({
  executablePath: existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined,
  args: ['--no-sandbox', '--disable-gpu'],
})

async function run(throttled) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  if (throttled) {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
    await cdp.send('Network.enable')
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 150,
      downloadThroughput: (1.6 * 1024 * 1024) / 8,
      uploadThroughput: (750 * 1024) / 8,
    })
  }
  const fetched = []
  let recording = false
  page.on('requestfinished', async (request) => {
    if (!recording) return
    const sizes = await request.sizes().catch(() => null)
    fetched.push({ path: new URL(request.url()).pathname, bytes: sizes?.responseBodySize ?? 0 })
  })
  await page.goto(`${base}/blog`, { waitUntil: 'networkidle' })
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true')
  recording = true
  await page.getByRole('banner').getByRole('button', { name: 'Search' }).click()
  const field = page.getByRole('dialog').getByRole('combobox')
  await field.waitFor()
  const timeTo = async (term) => {
    await field.fill('')
    // The whole term in one input event: the time runs from the last keystroke (it includes
    // the debounce wait) to the first result on screen.
    const started = Date.now()
    await field.fill(term)
    await page
      .getByRole('option')
      .filter({ hasText: new RegExp(term.split(' ')[0], 'i') })
      .first()
      .waitFor()
    return Date.now() - started
  }
  const first = await timeTo('binding authority')
  const second = await timeTo('cyber liability')
  await page.waitForLoadState('networkidle')
  await context.close()
  return { first, second, fetched }
}

const plain = await run(false)
const slow = await run(true)
await browser.close()

const sum = (list, test) =>
  list.filter((f) => test.test(f.path)).reduce((total, f) => total + f.bytes, 0)
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`
console.log('fetched after opening the search and running two queries (bytes on the wire):')
for (const f of plain.fetched) console.log(`  ${f.path}  ${kb(f.bytes)}`)
console.log(`  dialog code (_next):  ${kb(sum(plain.fetched, /^\/_next\//))}`)
console.log(`  pagefind js + wasm:   ${kb(sum(plain.fetched, /^\/pagefind\/(pagefind|wasm)/))}`)
console.log(
  `  index + fragments:    ${kb(sum(plain.fetched, /^\/pagefind\/(index|fragment|pagefind\.\w+\.pf_meta|pagefind-entry)/))}`,
)
console.log(`  total:                ${kb(sum(plain.fetched, /./))}`)
console.log(
  `last keystroke to first result: unthrottled ${plain.first} ms (first query, cold) / ${plain.second} ms (warm);` +
    ` throttled (CPU 4x, slow 4G) ${slow.first} ms / ${slow.second} ms`,
)
