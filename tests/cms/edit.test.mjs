// The CMS at /admin, for real: Decap CMS (the same bundle and generated configuration the build
// puts in out/admin) against decap-server over a copy of content/, in Chromium. An author edits a
// product and adds an FAQ entry; the files change on disk, only those, and the content checks
// accept them. The copy stays in .cms-test/: the test build under /coverbridge is built from it,
// and the prefix smoke test finds the edit on the product's page, the shop and in search.
import assert from 'node:assert/strict'
import { spawn, spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs'
import { connect } from 'node:net'
import { networkInterfaces } from 'node:os'
import { join, relative } from 'node:path'
import { after, before, test } from 'node:test'
import { chromium } from '@playwright/test'
import { createJiti } from 'jiti'
import { parse } from 'yaml'
import { chromiumArgs, testChromium } from '../../scripts/lib/tools/chromium.mjs'
import { cmsDeps } from '../../scripts/lib/cms/cms-deps.mjs'
import { startDecapServer } from '../../scripts/lib/cms/cms-server.mjs'
import { CMS_CONTENT, CMS_TEST_DIR, EDITED_PRODUCT, NEW_FAQ } from './edited.mjs'

const BASE_PORT = Number(process.env.E2E_PORT ?? 4173)
const DECAP_PORT = BASE_PORT + 12
const ADMIN_PORT = BASE_PORT + 13
// The admin page's configuration and policy name this port for the local write API.
process.env.CMS_LOCAL_PORT = String(DECAP_PORT)
const { writeAdmin } = await import('../../scripts/lib/cms/admin.mjs')

const ADMIN = `http://127.0.0.1:${ADMIN_PORT}/admin/`
// "View Live" links start here (site_url): this test's server stands in for the site.
const SITE = `http://127.0.0.1:${ADMIN_PORT}`
// The site's own page helpers, which the links must agree with.
const jiti = createJiti(import.meta.url, { alias: { '@': process.cwd() } })
const { productPath } = await jiti.import('../../content/products/client.ts')
const { blogPostPath } = await jiti.import('../../content/blog/paths.ts')
let browser
let decap
let site

/** Every file of the copy with a hash of its bytes. */
function snapshot(dir = CMS_CONTENT) {
  return Object.fromEntries(
    readdirSync(dir, { recursive: true })
      .map((name) => join(dir, name))
      .filter((file) => statSync(file).isFile())
      .map((file) => [
        relative(CMS_CONTENT, file),
        createHash('sha1').update(readFileSync(file)).digest('hex'),
      ]),
  )
}

const changedFiles = (before, now) =>
  [...new Set([...Object.keys(before), ...Object.keys(now)])]
    .filter((f) => before[f] !== now[f])
    .sort()

async function until(condition, what, timeout = 20_000) {
  for (const started = Date.now(); !(await condition());) {
    assert.ok(Date.now() - started < timeout, `timed out waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

before(async () => {
  rmSync(CMS_TEST_DIR, { recursive: true, force: true })
  mkdirSync(CMS_TEST_DIR, { recursive: true })
  cpSync('content', CMS_CONTENT, { recursive: true })
  const { dist, server } = cmsDeps()
  await writeAdmin(join(CMS_TEST_DIR, 'site', 'admin'), { dist, siteUrl: SITE })
  // The static server serves a site folder: this one holds only the CMS.
  writeFileSync(join(CMS_TEST_DIR, 'site', 'index.html'), '<!doctype html><title>CMS test</title>')
  decap = await startDecapServer({ entry: server, repo: CMS_TEST_DIR, port: DECAP_PORT })
  site = spawn(
    process.execPath,
    [
      'scripts/serve.mjs',
      '--dir',
      join(CMS_TEST_DIR, 'site'),
      '--port',
      String(ADMIN_PORT),
      '--quiet',
    ],
    { stdio: 'ignore' },
  )
  await until(
    () =>
      fetch(ADMIN).then(
        (r) => r.ok,
        () => false,
      ),
    'the admin page',
  )
  browser = await chromium.launch({ executablePath: testChromium, args: chromiumArgs })
})

after(async () => {
  await browser?.close()
  await decap?.stop()
  site?.kill()
})

/** A page on the CMS, signed in to the local backend, with its errors collected. */
async function openCms(t, hash) {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } })
  // A failure leaves a picture of the page beside the copy, for whoever reads the log.
  t.after(async () => {
    if (!page.isClosed())
      await page.screenshot({ path: join(CMS_TEST_DIR, `failure-${t.name.slice(0, 24)}.png`) })
  })
  const errors = []
  page.on('pageerror', (error) => {
    // Decap ends a save it refuses (a required field empty) by throwing `undefined`.
    if (error?.message && error.message !== 'undefined') errors.push(error.message)
  })
  page.on('console', (message) => {
    // Pictures the copy's site folder does not serve (previews only), and the bare error Decap
    // logs when it refuses to save a form with a required field empty.
    const known = /Failed to load resource/.test(message.text()) || message.text() === 'undefined'
    if (message.type() === 'error' && !known) errors.push(message.text())
  })
  await page.goto(`${ADMIN}${hash}`)
  await page.getByRole('button', { name: 'Login' }).click()
  return { page, errors }
}

/** Presses the entry's "View Live" and returns the address of the tab it opens. */
async function viewLive(page) {
  const link = page.getByRole('link', { name: 'View Live' })
  await link.waitFor({ timeout: 30_000 })
  const [tab] = await Promise.all([page.context().waitForEvent('page'), link.click()])
  const url = tab.url() === 'about:blank' ? (await tab.waitForEvent('framenavigated')).url() : tab.url()
  await tab.close()
  return url
}

test('decap-server answers on 127.0.0.1 and on no other interface', async () => {
  const info = await fetch(decap.url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: '{"action":"info"}',
  })
  assert.equal(info.status, 200)
  assert.equal((await info.json()).type, 'local_fs')
  const others = Object.values(networkInterfaces())
    .flat()
    .filter((address) => !address.internal && address.family === 'IPv4')
  assert.ok(others.length > 0, 'this machine has an interface besides loopback to try')
  for (const { address } of others) {
    const outcome = await new Promise((resolve) => {
      const socket = connect(DECAP_PORT, address)
      socket.setTimeout(3000, () => {
        socket.destroy()
        resolve('timeout')
      })
      socket.on('connect', () => {
        socket.destroy()
        resolve('connected')
      })
      socket.on('error', (error) => resolve(error.code))
    })
    assert.equal(outcome, 'ECONNREFUSED', `decap-server on ${address}:${DECAP_PORT}`)
  }
})

test('a product edited in the CMS changes its file, and no other', async (t) => {
  const before = snapshot()
  const { page, errors } = await openCms(
    t,
    `#/collections/products/entries/${EDITED_PRODUCT.file.split('/').pop().replace('.yaml', '')}`,
  )
  const title = page.getByLabel('Title', { exact: true })
  await title.waitFor({ timeout: 60_000 })
  assert.equal(await title.inputValue(), 'The Specialty Lines Field Guide')
  // Before any change, "View Live" opens the product's page on the site.
  assert.equal(await viewLive(page), `${SITE}${productPath(EDITED_PRODUCT.id)}`)
  await title.fill(EDITED_PRODUCT.title)
  await page.getByLabel('Price', { exact: true }).fill(String(EDITED_PRODUCT.price))
  await page.getByRole('button', { name: 'Publish' }).click()
  await page.getByText('Publish now', { exact: true }).click()
  const file = join(CMS_CONTENT, EDITED_PRODUCT.file)
  await until(
    () => readFileSync(file, 'utf8').includes(EDITED_PRODUCT.title),
    'the product file to change',
  )
  assert.deepEqual(changedFiles(before, snapshot()), [EDITED_PRODUCT.file])
  const saved = parse(readFileSync(file, 'utf8'))
  const original = parse(readFileSync(join('content', EDITED_PRODUCT.file), 'utf8'))
  assert.deepEqual(saved, { ...original, title: EDITED_PRODUCT.title, price: EDITED_PRODUCT.price })
  assert.deepEqual(errors, [])
  await page.close()
})

test('a new FAQ entry is saved only with its required fields, as a file the build accepts', async (t) => {
  const { page, errors } = await openCms(t, '#/collections/faq/new')
  await page.getByLabel('Id', { exact: true }).fill(String(NEW_FAQ.id))
  await page.getByLabel('Description', { exact: true }).fill(NEW_FAQ.desc)
  await page.getByLabel('Category', { exact: true }).click()
  await page.getByText(NEW_FAQ.category, { exact: true }).last().click()
  const before = snapshot()
  await page.getByRole('button', { name: 'Publish' }).click()
  await page.getByText('Publish now', { exact: true }).click()
  // The title is left empty: the CMS refuses to save, and says which field.
  await page.getByText('Title is required.').waitFor()
  assert.deepEqual(changedFiles(before, snapshot()), [])

  await page.getByLabel('Title', { exact: true }).fill(NEW_FAQ.title)
  await page.getByRole('button', { name: 'Publish' }).click()
  await page.getByText('Publish now', { exact: true }).click()
  const name = `faq/${NEW_FAQ.id}-can-i-edit-my-answers-after-the-quote-is-bound.yaml`
  await until(() => existsSync(join(CMS_CONTENT, name)), `${name} to be written`)
  assert.deepEqual(changedFiles(before, snapshot()), [name])
  assert.deepEqual(parse(readFileSync(join(CMS_CONTENT, name), 'utf8')), {
    id: NEW_FAQ.id,
    title: NEW_FAQ.title,
    desc: NEW_FAQ.desc,
    category: NEW_FAQ.category,
  })
  assert.deepEqual(errors, [])
  await page.close()

  // What the CMS wrote passes every check the build makes.
  const check = spawnSync(process.execPath, ['scripts/check-content.mjs'], {
    env: { ...process.env, COVERBRIDGE_CONTENT_DIR: CMS_CONTENT },
    encoding: 'utf8',
  })
  assert.equal(check.status, 0, check.stderr)
})

test("a post's \"View Live\" opens its page on the site", async (t) => {
  const { page, errors } = await openCms(
    t,
    '#/collections/posts/entries/10-reading-a-carrier-appetite-guide-like-an-underwriter',
  )
  await page.getByLabel('Title', { exact: true }).waitFor({ timeout: 60_000 })
  assert.equal(await viewLive(page), `${SITE}${blogPostPath(10)}`)
  assert.deepEqual(errors, [])
  await page.close()
})
