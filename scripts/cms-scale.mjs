#!/usr/bin/env node
// How the CMS copes with a large catalogue: Decap CMS (the bundle and generated configuration the
// build puts in out/admin) against decap-server over a copy of content/ whose products folder
// holds N products (scripts/lib/cms/cms-scale-content.mjs), in Chromium, as the CMS test serves it.
// Times, median of 3 runs at today's 20 products and at N: opening the products list until its
// entries show, searching a product's title until it is among the results, opening its editor;
// and decap-server's own answer to the folder listing the list asks for, to tell the server's
// share from the browser's. Then the products' finder (scripts/lib/cms/product-finder.mjs), which
// the sidebar's "Products" opens in place of that list: from the click until it lists, a title
// typed until the product is the first found, and its editor.
// Usage: node scripts/cms-scale.mjs [N or N,M,..., default 5000] [--finder-only]
//   (ports E2E_PORT+20 and +21, 6520/6521); --finder-only times the finder alone (Decap's list of
//   50,000 takes minutes a run)
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { performance } from 'node:perf_hooks'
import { chromium } from '@playwright/test'
import { chromiumArgs, systemChromium } from './lib/tools/chromium.mjs'
import { cmsDeps } from './lib/cms/cms-deps.mjs'
import { startDecapServer } from './lib/cms/cms-server.mjs'
import { writeProductIndex } from './lib/cms/product-finder.mjs'
import {
  entrySlug,
  listing,
  realProducts,
  scaledProduct,
  writeScaledContent,
} from './lib/cms/cms-scale-content.mjs'

const args = process.argv.slice(2)
const finderOnly = args.includes('--finder-only')
const asked = (args.find((arg) => /^\d+(,\d+)*$/.test(arg)) ?? '5000').split(',').map(Number)
const sizes = [...new Set([realProducts().length, ...asked])]
const RUNS = 3
const BASE = Number(process.env.E2E_PORT ?? 6500)
const DECAP_PORT = BASE + 20
const ADMIN_PORT = BASE + 21
// The admin page's configuration and policy name this port for the local write API.
process.env.CMS_LOCAL_PORT = String(DECAP_PORT)
const { writeAdmin } = await import('./lib/cms/admin.mjs')
const ADMIN = `http://127.0.0.1:${ADMIN_PORT}/admin/`
const ENTRY = 'a[href*="#/collections/products/entries/"]'

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]
const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`

async function until(condition, what, timeout = 20_000) {
  for (const started = Date.now(); !(await condition());) {
    if (Date.now() - started > timeout) throw new Error(`timed out waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

/** One author's walk, in a fresh browser context: list, search, editor. */
async function walk(browser, target) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
  const page = await context.newPage()
  const errors = []
  page.on('pageerror', (error) => errors.push(error.message))
  // What the page asks decap-server for while it lists and searches.
  const asked = []
  page.on('request', (request) => {
    if (request.url().startsWith(`http://127.0.0.1:${DECAP_PORT}/`) && request.postData())
      asked.push(JSON.parse(request.postData()).action)
  })
  const started = performance.now()
  await page.goto(`${ADMIN}#/collections/products`)
  const login = page.getByRole('button', { name: 'Login' })
  await login.waitFor()
  // The bundle has loaded and read its configuration: the same at any catalogue size.
  const boot = performance.now() - started
  await login.click()
  await page.locator(ENTRY).first().waitFor({ timeout: 600_000 })
  const open = performance.now() - started
  const { shown, rendered } = await page.evaluate((selector) => {
    const links = [...document.querySelectorAll(selector)]
    const onScreen = links.filter((link) => {
      const box = link.getBoundingClientRect()
      return box.width > 0 && box.bottom > 0 && box.top < window.innerHeight
    })
    // The search's results are told from the list by this mark.
    for (const link of links) link.dataset.listed = 'yes'
    return { shown: onScreen.length, rendered: links.length }
  }, ENTRY)
  const listed = asked.length

  // The list narrowed to one category, where the configuration offers it.
  let filter = NaN
  const filterBy = page.getByRole('button', { name: 'Filter by' })
  if (await filterBy.isVisible()) {
    const filterStarted = performance.now()
    await filterBy.click()
    await page.getByText('Category: books', { exact: true }).click()
    await page.waitForFunction(
      ([selector, all]) => document.querySelectorAll(selector).length < all,
      [ENTRY, rendered],
      { timeout: 600_000 },
    )
    filter = performance.now() - filterStarted
    await page.keyboard.press('Escape')
  }

  const searchStarted = performance.now()
  const box = page.getByPlaceholder('Search all')
  await box.fill(target.title)
  await box.press('Enter')
  const result = page.locator(`a[href$="/entries/${entrySlug(target)}"]:not([data-listed])`)
  await result.waitFor({ timeout: 600_000 })
  const search = performance.now() - searchStarted
  const results = await page.locator(`${ENTRY}:not([data-listed])`).count()

  const editorStarted = performance.now()
  await result.click()
  await page.waitForFunction(
    (title) => [...document.querySelectorAll('input')].some((input) => input.value === title),
    target.title,
    { timeout: 600_000 },
  )
  const editor = performance.now() - editorStarted
  await context.close()
  const requests = { list: asked.slice(0, listed), search: asked.slice(listed) }
  return { boot, open, shown, rendered, filter, search, results, editor, requests, errors }
}

/** A new tab signed in to the local CMS, its first page (the blog posts) listed. */
async function signedInAtPosts(browser) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
  const page = await context.newPage()
  await page.goto(`${ADMIN}#/collections/posts`)
  await page.getByRole('button', { name: 'Login' }).click()
  await page.locator('a[href*="#/collections/posts/entries/"]').first().waitFor()
  return { context, page }
}

/** Searching in the products from the CMS's first page (the blog posts), the list never opened. */
async function searchFromStart(browser, target) {
  const { context, page } = await signedInAtPosts(browser)
  const started = performance.now()
  await page.getByPlaceholder('Search all').fill(target.title)
  await page.getByText('Search in').locator('..').getByText('Products', { exact: true }).click()
  await page.locator(`a[href$="/entries/${entrySlug(target)}"]`).waitFor({ timeout: 600_000 })
  const ms = performance.now() - started
  await context.close()
  return ms
}

/** The finder, opened from the CMS's first page by the sidebar's link: list, search, editor. */
async function finderWalk(browser, target, n) {
  const { context, page } = await signedInAtPosts(browser)
  const finder = page.getByRole('dialog', { name: 'Products' })
  const started = performance.now()
  await page.getByRole('link', { name: 'Products', exact: true }).first().click()
  await finder
    .getByRole('status')
    .filter({ hasText: `of ${n.toLocaleString('en-US')} products.` })
    .waitFor({ timeout: 60_000 })
  const open = performance.now() - started
  const searchStarted = performance.now()
  await finder.getByRole('searchbox', { name: 'Find a product' }).fill(target.title)
  const first = finder.getByRole('list', { name: 'Products found' }).getByRole('link').first()
  await first.filter({ hasText: `${target.title}#${target.id}` }).waitFor({ timeout: 60_000 })
  const search = performance.now() - searchStarted
  const editorStarted = performance.now()
  await first.click()
  await page.waitForFunction(
    (title) => [...document.querySelectorAll('input')].some((input) => input.value === title),
    target.title,
    { timeout: 60_000 },
  )
  const editor = performance.now() - editorStarted
  await context.close()
  return { open, search, editor }
}

const { dist, server } = cmsDeps()
const root = mkdtempSync(join(tmpdir(), 'cms-scale-'))
await writeAdmin(join(root, 'site', 'admin'), { dist, siteUrl: `http://127.0.0.1:${ADMIN_PORT}` })
writeFileSync(join(root, 'site', 'index.html'), '<!doctype html><title>CMS at scale</title>')
const site = spawn(
  process.execPath,
  ['scripts/serve.mjs', '--dir', join(root, 'site'), '--port', String(ADMIN_PORT), '--quiet'],
  { stdio: 'ignore' },
)
const browser = await chromium.launch({ executablePath: systemChromium, args: chromiumArgs })
const rows = []
try {
  await until(
    () =>
      fetch(ADMIN).then(
        (r) => r.ok,
        () => false,
      ),
    'the admin page',
  )
  for (const n of sizes) {
    const repo = join(root, `catalogue-${n}`)
    const content = writeScaledContent(repo, n)
    writeProductIndex(join(root, 'site', 'admin'), { contentDir: content, source: 'local' })
    const target = scaledProduct(realProducts(), Math.min(4321, n))
    const decap = await startDecapServer({ entry: server, repo, port: DECAP_PORT })
    try {
      const answers = []
      for (let i = 0; i < (finderOnly ? 0 : RUNS); i += 1) answers.push(await listing(decap.url))
      if (answers.length && answers[0].entries !== n)
        throw new Error(`decap-server listed ${answers[0].entries}`)
      const walks = []
      const finds = []
      for (let i = 0; i < RUNS; i += 1) {
        if (!finderOnly) {
          walks.push({
            ...(await walk(browser, target)),
            start: await searchFromStart(browser, target),
          })
          console.log(`${n} products, run ${i + 1}: ${JSON.stringify(walks.at(-1))}`)
        }
        finds.push(await finderWalk(browser, target, n))
        console.log(`${n} products, the finder, run ${i + 1}: ${JSON.stringify(finds.at(-1))}`)
      }
      const indexBytes = statSync(join(root, 'site', 'admin', 'products.json')).size
      rows.push({ n, target, answers, walks, finds, indexBytes })
    } finally {
      await decap.stop()
    }
  }
} finally {
  await browser.close()
  site.kill()
  rmSync(root, { recursive: true, force: true })
}

const of = (walks, key) => median(walks.map((w) => w[key]))
console.log(`
The products' finder (the sidebar's Products, from the CMS's first page):

| products | index | list shown | a title found | its editor |
| ---: | ---: | ---: | ---: | ---: |
${rows
  .map(
    ({ n, finds, indexBytes }) =>
      `| ${n} | ${(indexBytes / 1e6).toFixed(2)} MB | ${seconds(of(finds, 'open'))} | ${seconds(of(finds, 'search'))} | ${seconds(of(finds, 'editor'))} |`,
  )
  .join('\n')}
`)
if (finderOnly) process.exit(0)
console.log(`
| products | decap-server's listing | open the list (of which the CMS's start) | entries on the first screen (rendered) | filter by a category | search a title in the list | results | search from the first page | open its editor |
| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |
${rows
  .map(
    ({ n, answers, walks }) =>
      `| ${n} | ${Math.round(median(answers.map((a) => a.ms)))} ms, ${(answers[0].bytes / 1e6).toFixed(1)} MB | ${seconds(of(walks, 'open'))} (${seconds(of(walks, 'boot'))}) | ${of(walks, 'shown')} (${of(walks, 'rendered')}) | ${Number.isNaN(of(walks, 'filter')) ? 'none' : seconds(of(walks, 'filter'))} | ${seconds(of(walks, 'search'))} | ${of(walks, 'results')} | ${seconds(of(walks, 'start'))} | ${seconds(of(walks, 'editor'))} |`,
  )
  .join('\n')}

Median of ${RUNS} runs. Searched for: ${rows.map((r) => `"${r.target.title}" (id ${r.target.id})`).join(', ')}.`)
