#!/usr/bin/env node
// Search at scale, in Chromium, Firefox and WebKit: serves an export (by default out/, after
// `node scripts/shop-scale.mjs 5000`), opens the search dialog from a page and finds the last
// product and the last post of the catalogue by their titles, then opens each from its result.
// The titles are read from the export's own HTML, so it works at any size.
// Usage: node tests/engines/scale-search.mjs [dir] (E2E_PORT moves its ports, as the smoke's)
import assert from 'node:assert/strict'
import { spawn } from 'node:child_process'
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { CHROMIUM, ENGINES, missingBinaries } from './drivers.mjs'

const DIR = process.argv[2] ?? 'out'
const PORT = Number(process.env.E2E_PORT ?? 4173) + 30
const ORIGIN = `http://127.0.0.1:${PORT}`

/** The highest id of a folder of pages (shop-details/5000.html) and that page's h1. */
function last(folder) {
  const ids = readdirSync(join(DIR, folder))
    .map((name) => /^(\d+)\.html$/.exec(name)?.[1])
    .filter(Boolean)
    .map(Number)
  const id = Math.max(...ids)
  const html = readFileSync(join(DIR, folder, `${id}.html`), 'utf8')
  const h1 = /<h1\b[^>]*>([\s\S]*?)<\/h1>/
    .exec(html)?.[1]
    .replace(/<[^>]+>/g, '')
    .trim()
  assert.ok(h1, `${folder}/${id}.html has an h1`)
  return { path: `/${folder}/${id}`, title: h1.replace(/&amp;/g, '&').replace(/&#x27;/g, "'") }
}

async function waitFor(browser, fn, args, message, timeout = 30_000) {
  const end = Date.now() + timeout
  for (;;) {
    const value = await browser.evaluate(fn, ...args)
    if (value) return value
    if (Date.now() > end) assert.fail(`timed out waiting for ${message}`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

// A result whose title is the one typed (each result is a link with role option).
const resultFor = (title) =>
  [...document.querySelectorAll('dialog[open] [role="option"]')].some((option) =>
    option.textContent.includes(title),
  )

async function findAndOpen(browser, { path, title }) {
  await browser.goto(`${ORIGIN}/`)
  await waitFor(
    browser,
    () => document.documentElement.dataset.hydrated === 'true',
    [],
    'hydration',
  )
  await browser.press('k', 'Control')
  await waitFor(browser, () => Boolean(document.querySelector('dialog[open]')), [], 'the dialog')
  const field = await browser.find(() => document.querySelector('dialog[open] [role="combobox"]'))
  const begin = Date.now()
  await field.type(title)
  await waitFor(browser, resultFor, [title], `a result titled ${title}`)
  const ms = Date.now() - begin
  const option = await browser.find(
    (text) =>
      [...document.querySelectorAll('dialog[open] [role="option"]')].find((element) =>
        element.textContent.includes(text),
      ),
    title,
  )
  await option.click()
  await waitFor(browser, (p) => location.pathname === p, [path], `${path} opened`)
  return ms
}

const server = spawn(
  'node',
  ['scripts/serve.mjs', '--dir', DIR, '--port', String(PORT), '--quiet', '--test-build'],
  { stdio: 'inherit' },
)
try {
  for (
    let i = 0;
    i < 100 &&
    !(await fetch(ORIGIN).then(
      (r) => r.ok,
      () => false,
    ));
    i++
  )
    await new Promise((resolve) => setTimeout(resolve, 100))
  const targets = [last('shop-details'), last('blog-details')]
  for (const engine of [CHROMIUM, ...ENGINES]) {
    const missing = missingBinaries(engine)
    if (missing.length) assert.fail(`${engine.name}: ${missing.join(', ')} missing`)
    const browser = await engine.start({ width: 1280, height: 800, driverPort: PORT + 1 })
    try {
      for (const target of targets) {
        const ms = await findAndOpen(browser, target)
        console.log(`${engine.name}: "${target.title}" found in ${ms} ms, ${target.path} opened`)
      }
    } finally {
      await browser.close()
    }
  }
} finally {
  server.kill()
}
