// The CMS's previews: an entry open in the CMS at /admin (the test build's, over decap-server, as
// `npm run cms` runs it) shows beside its form as its page shows it, drawn by the site's own
// components in the site's stylesheet, and follows the form as the author types.
import { spawnSync } from 'node:child_process'
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test, type FrameLocator, type Page } from '@playwright/test'
import { parse } from 'yaml'
import { formatMoney, sellingPrice } from '@/lib/price'
import { productIndex } from '../../scripts/lib/cms/product-finder.mjs'
import { expectNoAxeViolations } from './support/axe'
import { startLocalCms, type LocalCms } from './support/local-cms'
import { PREVIEW_ENTRIES } from './support/preview-entries'

const PRODUCT = 'products/items/1-the-specialty-lines-field-guide.yaml'
const POST = 'blog/posts/1-how-to-compare-specialty-quotes-side-by-side-without-rekeying.md'

// One decap-server and one page of the CMS for the file, signed in once: each test moves it to
// the entry it reads, as an author does (Decap's 5 MB bundle started again for every test took
// most of their time).
test.describe.configure({ mode: 'serial', timeout: 90_000 })

let cms: LocalCms
let page: Page
/** Every use of eval and of the Function constructor in the page since it opened. */
let evalStacks: () => Promise<string[]>
test.beforeAll(async ({ browser }, testInfo) => {
  cms = await startLocalCms()
  const { baseURL, viewport } = testInfo.project.use
  const context = await browser.newContext({ baseURL, viewport })
  await cms.serve(context)
  page = await context.newPage()
  // Leaving an entry with changes asks first: the author says yes.
  page.on('dialog', (dialog) => dialog.accept())
  evalStacks = await recordEval(page)
  await page.goto('/admin/#/')
  await page.getByRole('button', { name: 'Login' }).click()
  await expect(page.getByRole('link', { name: 'Products', exact: true }).first()).toBeVisible({
    timeout: 60_000,
  })
})
test.afterAll(async () => {
  await page?.context().close()
  await cms?.stop()
})

/**
 * Moves the CMS to an entry, first out of the editor (to an address Decap has no page for): an
 * editor moved straight to an entry of another collection keeps the last entry's values.
 */
async function goToEntry(hash: string) {
  await page.goto('/admin/#/page/none')
  await expect(page.locator('#preview-pane')).toHaveCount(0)
  await page.goto(`/admin/#/collections/${hash}`)
}

/** Opens an entry of the CMS; its preview pane's frame, once the site's page is drawn in it. */
async function openEntry(hash: string): Promise<FrameLocator> {
  await goToEntry(hash)
  const preview = page.frameLocator('#preview-pane')
  // The site's page, not Decap's list of fields: the layout's <main> around it.
  await expect(preview.locator('main#main')).toBeVisible({ timeout: 30_000 })
  return preview
}

/**
 * Records every use of eval and of the Function constructor in the page, with its stack: Decap
 * compiles its schemas that way (the admin page's policy allows it for Decap), the previews must
 * not.
 */
async function recordEval(page: Page) {
  await page.addInitScript(() => {
    const stacks: string[] = []
    Object.assign(window, { evalStacks: stacks })
    const record = () => stacks.push(new Error().stack ?? '')
    const original = window.Function
    window.Function = new Proxy(original, {
      apply: (target, self, args) => (record(), Reflect.apply(target, self, args)),
      construct: (target, args) => (record(), Reflect.construct(target, args)),
    })
    const originalEval = window.eval
    window.eval = (code: string) => (record(), originalEval(code))
  })
  return () => page.evaluate(() => (window as unknown as { evalStacks: string[] }).evalStacks)
}

const slugOf = (file: string) =>
  file
    .split('/')
    .pop()!
    .replace(/\.(yaml|md)$/, '')

test("a product's preview is its page: the site's price, the gallery and Add to cart", async () => {
  const product = parse(readFileSync(join('content', PRODUCT), 'utf8'))
  const shop = parse(readFileSync(join('content', 'products', 'shop.yaml'), 'utf8'))
  const preview = await openEntry(`products/entries/${slugOf(PRODUCT)}`)
  await expect(preview.getByRole('heading', { level: 1 })).toHaveText(product.title)
  // The category as the shop's file names it, read through the CMS.
  await expect(
    preview.getByText(shop.categories[product.category].one, { exact: true }),
  ).toBeVisible()
  await expect(preview.getByTestId('selling-price')).toHaveText(formatMoney(sellingPrice(product)))
  await expect(preview.locator('del')).toHaveText(`was ${formatMoney(product.old_price)}`)
  await expect(preview.getByRole('button', { name: 'Add to cart' })).toBeVisible()
  await expect(
    preview.getByRole('list', { name: 'Product images' }).getByRole('button'),
  ).toHaveCount(3)
  await expect(preview.getByRole('tab', { name: 'Technical Info' })).toBeVisible()
  // In the site's stylesheet: the price in its type, not the frame's default serif.
  await expect(preview.getByTestId('selling-price')).toHaveCSS('font-weight', '700')
  const stacks = await evalStacks()
  expect(stacks.length, 'Decap compiles with eval: the recorder works').toBeGreaterThan(0)
  expect(stacks.filter((stack) => /\/admin\/preview-/.test(stack))).toEqual([])
})

test('a title typed in the form shows in the preview as the page title', async () => {
  const preview = await openEntry(`products/entries/${slugOf(PRODUCT)}`)
  await page.getByLabel('Title', { exact: true }).fill('A Title Typed Just Now')
  await expect(preview.getByRole('heading', { level: 1 })).toHaveText('A Title Typed Just Now')
})

test("a category's and an author's copy show as their page, with their posts, as typed", async () => {
  const category = await openEntry('categories/entries/3-growth')
  await expect(category.getByRole('heading', { level: 1 })).toHaveText('Growth articles')
  await page.getByLabel('Intro', { exact: true }).fill('An intro typed just now.')
  await expect(category.getByText('An intro typed just now.')).toBeVisible()
  await page.getByLabel('Title', { exact: true }).fill('Growing a book')
  await expect(category.getByRole('heading', { level: 1 })).toHaveText('Growing a book')
  // The category's posts, newest first, as the page lists them (4 a page).
  await expect(
    category.getByRole('region', { name: 'Articles' }).getByRole('article').locator('h2'),
  ).toHaveText([
    'Going Live on a New Quoting Platform in Two Weeks',
    'Why Community Banks Are Adding Insurance to the Branch',
    'How MGAs Can Launch a New Program Without a Long IT Project',
    'Cross-Selling Cyber to Your Existing Commercial Book',
  ])

  const author = await openEntry('authors/entries/1-maya-ellison')
  await expect(author.getByRole('heading', { level: 1 })).toHaveText('Maya Ellison')
  await page.getByLabel('Designation', { exact: true }).fill('Chief Placement Officer')
  await expect(author.getByText('Chief Placement Officer', { exact: true })).toBeVisible()
})

test('an invalid price shows the message check:content gives for it, not a blank page', async () => {
  const preview = await openEntry(`products/entries/${slugOf(PRODUCT)}`)
  await page.getByLabel('Price', { exact: true }).fill('-5')
  const problem = preview.getByTestId('preview-problem')
  await expect(problem).toHaveCount(1)
  // The same file with that price, checked by the build's own check (then put back).
  const file = join(cms.repo, 'content', PRODUCT)
  const saved = readFileSync(file, 'utf8')
  writeFileSync(file, saved.replace(/^price: .*$/m, 'price: -5'))
  const check = spawnSync(process.execPath, ['scripts/check-content.mjs'], {
    env: { ...process.env, COVERBRIDGE_CONTENT_DIR: join(cms.repo, 'content') },
    encoding: 'utf8',
  })
  writeFileSync(file, saved)
  const message = check.stderr
    .split('\n')
    .map((line) => line.replace(/^\s*- /, ''))
    .find((line) => line.includes('field "price"'))
  expect(message).toMatch(/field "price": Too small/)
  await expect(problem).toHaveText(message!.replace(`${cms.repo}/`, ''))
  await page.getByLabel('Price', { exact: true }).fill('42')
  await expect(preview.getByTestId('selling-price')).toBeVisible()
})

test("a post's preview is its page: byline, contents and the body in the site's Markdown", async () => {
  const body = readFileSync(join('content', POST), 'utf8')
  const headings = [...body.matchAll(/^#{2,3} (.+)$/gm)].map((match) => match[1] ?? '')
  const preview = await openEntry(`posts/entries/${slugOf(POST)}`)
  const markdown = preview.locator('.prose-copy')
  await expect(markdown.getByRole('heading', { level: 2 }).first()).toHaveText(headings[0]!)
  await expect(markdown.getByRole('heading')).toHaveText(headings)
  await expect(preview.getByRole('navigation', { name: 'In this post' })).toBeVisible()
  await expect(preview.getByText(`By ${parse(body.split('---')[1]!).author}`)).toBeVisible()
})

test('a picture just chosen shows in the preview, in the place of the one it replaces', async () => {
  const preview = await openEntry('team/entries/1-olivia-hartman')
  // The portrait is decorative (the card names the member): found by its card, not its role.
  const portrait = preview.getByRole('article', { name: 'Olivia Hartman' }).locator('img')
  await expect(portrait).toBeVisible()
  await page.getByRole('button', { name: 'Choose different image' }).click()
  const svg =
    '<svg xmlns="http://www.w3.org/2000/svg" width="480" height="560"><rect width="480" height="560" fill="#123456"/></svg>'
  await page.locator('input[type=file]').setInputFiles({
    name: 'new-portrait.svg',
    mimeType: 'image/svg+xml',
    buffer: Buffer.from(svg),
  })
  await page.getByRole('button', { name: 'Choose selected' }).click()
  // Saved nowhere yet: the browser's own copy of the file, in the portrait's box.
  // The pixel in its middle is the new file's colour (the page's policy keeps fetch() off
  // blob: URLs, so the picture is read where it is drawn).
  const drawn = () =>
    portrait.evaluate((image: HTMLImageElement) => {
      const canvas = image.ownerDocument.createElement('canvas')
      canvas.width = canvas.height = 10
      const context = canvas.getContext('2d')
      if (!image.complete || !image.naturalWidth || !context) return null
      context.drawImage(image, 0, 0, 10, 10)
      return {
        src: image.src.slice(0, 5),
        rgb: [...context.getImageData(5, 5, 1, 1).data.slice(0, 3)],
      }
    })
  await expect.poll(drawn).toEqual({ src: 'blob:', rgb: [0x12, 0x34, 0x56] })
  await expect(portrait).toHaveAttribute('width', '480')
  await expect(portrait).toHaveAttribute('height', '560')
})

test("every collection's and file's preview is the site's page, not a list of fields", async () => {
  // The file's page of the CMS, moved from entry to entry: a second or two each.
  test.setTimeout(240_000)
  const main = page.frameLocator('#preview-pane').locator('main#main')
  for (const { name, hash } of PREVIEW_ENTRIES) {
    await goToEntry(hash)
    // Drawn (once the other files it waits for have arrived), and drawn without a problem.
    await expect(main, name).not.toBeEmpty({ timeout: 30_000 })
    await expect(main.getByTestId('preview-problem'), name).toHaveCount(0)
  }
})

test("the sidebar's Products opens the finder: all listed, found by title or id, opened in the editor", async () => {
  const listed = productIndex('content')
  await goToEntry('posts')
  const sidebarLink = page.getByRole('link', { name: 'Products', exact: true }).first()
  await sidebarLink.click()
  const finder = page.getByRole('dialog', { name: 'Products' })
  const found = finder.getByRole('list', { name: 'Products found' }).getByRole('link')
  const search = finder.getByRole('searchbox', { name: 'Find a product' })
  await expect(finder.getByRole('status')).toHaveText(
    `Showing ${listed.length} of ${listed.length} products.`,
  )
  await expect(found).toHaveCount(listed.length)
  await expect(found.first()).toHaveAttribute(
    'href',
    `#/collections/products/entries/${listed[0]![3]}`,
  )
  await expect(search).toBeFocused()
  await expectNoAxeViolations(page, { include: '#product-finder' })
  // Decap's own list was not opened behind it.
  expect(new URL(page.url()).hash).toBe('#/collections/posts')
  // Escape closes it, back to the link that opened it.
  await page.keyboard.press('Escape')
  await expect(finder).toBeHidden()
  await expect(sidebarLink).toBeFocused()

  await sidebarLink.click()
  await search.fill('binding  AUTHORITY')
  await expect(found.first()).toContainText('Binding Authority Handbook')
  await finder.getByRole('combobox', { name: 'Category' }).selectOption('magazine')
  await expect(finder.getByRole('status')).toHaveText('No product matches “binding  AUTHORITY”.')
  await finder.getByRole('combobox', { name: 'Category' }).selectOption('')
  const [id, title, , entry] = listed.find(([, name]) => name === 'Binding Authority Handbook')!
  await search.fill(String(id))
  await expect(found.first()).toContainText(`${title}#${id}`)
  await found.first().click()
  await expect(finder).toBeHidden()
  await expect(page).toHaveURL(new RegExp(`#/collections/products/entries/${entry}$`))
  await expect(page.getByLabel('Title', { exact: true })).toHaveValue(title, { timeout: 30_000 })

  // Decap's full list is one link away.
  await goToEntry('posts')
  await sidebarLink.click()
  await finder.getByRole('link', { name: /Decap’s full list/ }).click()
  await expect(finder).toBeHidden()
  const cards = page.locator('a[href*="#/collections/products/entries/"]:not(#product-finder *)')
  await expect(cards).toHaveCount(listed.length, { timeout: 30_000 })
})
