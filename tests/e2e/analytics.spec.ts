import type { BrowserContext, Page } from '@playwright/test'
import {
  NEWSLETTER_ADDRESSES,
  STAND_IN_DOMAIN,
} from '../../scripts/lib/tools/provider-stand-ins.mjs'
import { CHAT_ORIGIN, seedStorage, storedChoices, useChatBuild } from './support/chat-build'
import { expect, test, waitForHydration } from './support/fixtures'
import { collected, STAND_IN, standIns } from './support/stand-ins'

// The chat build is the build with analytics: Plausible's manual script, played by the stand-in
// collector (scripts/lib/tools/provider-stand-ins.mjs), answered per context in the browser.
useChatBuild()

const dialogOf = (page: Page) => page.getByRole('dialog', { name: 'Cookie choices' })
const url = (path: string) => `${CHAT_ORIGIN}${path}`
const view = (path: string) => ['pageview', url(path)]
/** Every request made to the stand-ins' origin (the collector's script, its hits). */
const asked = (context: BrowserContext) => standIns(context).requests

/** A client navigation by a link of the header's menu, waited for by its heading. */
async function navigate(page: Page, name: string, path: string, heading: string) {
  await page.getByRole('banner').getByRole('link', { name, exact: true }).first().click()
  await expect(page).toHaveURL(url(path))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading)
}

test('nothing of the provider loads before the visitor allows analytical cookies, nor after Reject all', async ({
  page,
  context,
}) => {
  await page.goto('/')
  await waitForHydration(page)
  await expect(dialogOf(page)).toBeVisible()
  // Closed without a choice: nothing is allowed, on this page or the next.
  await page.keyboard.press('Escape')
  await expect(dialogOf(page)).toHaveCount(0)
  await navigate(page, 'Pricing', '/pricing', 'Pricing')
  await page.goto('/customers')
  await waitForHydration(page)
  await dialogOf(page).getByRole('button', { name: 'Reject all' }).click()
  await expect(dialogOf(page)).toHaveCount(0)
  await navigate(page, 'About Us', '/about-us', 'About Us')
  await page.goto('/pricing')
  await waitForHydration(page)
  expect(asked(context)).toEqual([])
  expect(await page.evaluate(() => 'plausible' in window)).toBe(false)
})

test('Accept all: one page view for the page, then exactly one per client navigation and per full load', async ({
  page,
  context,
}) => {
  await page.goto('/')
  await waitForHydration(page)
  await dialogOf(page).getByRole('button', { name: 'Accept all' }).click()
  await expect.poll(() => collected(context)).toEqual([view('/')])
  await navigate(page, 'Pricing', '/pricing', 'Pricing')
  await expect.poll(() => collected(context)).toEqual([view('/'), view('/pricing')])
  await navigate(page, 'Customers', '/customers', 'Customers')
  // Counted before the next load begins, which would cancel a request still to come.
  await expect
    .poll(() => collected(context))
    .toEqual([view('/'), view('/pricing'), view('/customers')])
  await page.goto('/about-us')
  await waitForHydration(page)
  const views = [view('/'), view('/pricing'), view('/customers'), view('/about-us')]
  await expect.poll(() => collected(context)).toEqual(views)
  // The script came once per full load, from the build's address, with the build's domain.
  expect(asked(context).filter((line) => line.startsWith('GET'))).toEqual([
    `GET ${STAND_IN}/js/script.manual.js`,
    `GET ${STAND_IN}/js/script.manual.js`,
  ])
  for (const entry of standIns(context).hits) {
    expect(entry).toMatchObject({ kind: 'event', hit: { d: STAND_IN_DOMAIN } })
  }
})

test('paths are sanitized and events carry no personal data: cart, search, newsletter', async ({
  page,
  context,
}) => {
  await seedStorage(page, { cookie_choices: storedChoices(true, false) })
  const email = 'jane.doe@agency.example'
  // A path with an address and a long number in it (the 404 page), with a query and a hash.
  await page.goto(`/blog-details/${email}/1234567?ref=${email}#${email}`)
  await waitForHydration(page)
  await expect.poll(() => collected(context)).toEqual([view('/blog-details/:email/:number')])

  await page.goto('/shop')
  await waitForHydration(page)
  await page
    .getByRole('article')
    .first()
    .getByRole('button', { name: /^Add to cart/ })
    .click()
  await expect
    .poll(() => collected(context).slice(1))
    .toEqual([view('/shop'), ['add_to_cart', url('/shop')]])

  await page.getByRole('banner').getByRole('button', { name: 'Search' }).click()
  const field = page.getByRole('dialog', { name: 'Search Coverbridge' }).getByRole('combobox')
  await field.fill('binding authority')
  await expect(
    page.getByRole('listbox', { name: 'Search results' }).getByRole('option').first(),
  ).toBeVisible()
  await field.fill('binding authority handbook')
  await expect.poll(() => collected(context).slice(3)).toEqual([['search', url('/shop')]])
  await page.keyboard.press('Escape')

  await page.goto('/service-details')
  await waitForHydration(page)
  const box = page.getByRole('complementary')
  await box.getByRole('textbox', { name: 'Email address' }).fill(NEWSLETTER_ADDRESSES.subscribed)
  await box.getByRole('button', { name: 'Subscribe' }).click()
  await expect(box.getByRole('status')).toContainText('Almost done.')
  await expect
    .poll(() => collected(context).slice(4))
    .toEqual([view('/service-details'), ['newsletter_subscribe', url('/service-details')]])

  // What reached the collector, byte for byte: no address, query, search text or product.
  const sent = standIns(context)
    .hits.flatMap((entry) => (entry.kind === 'event' ? [entry.raw] : []))
    .join('\n')
  for (const secret of ['@', 'jane', 'ref=', 'binding', 'handbook', '1234567', 'reader']) {
    expect(sent).not.toContain(secret)
  }
  for (const entry of standIns(context).hits) {
    if (entry.kind !== 'event') continue
    // The referrer is the site's origin alone (the pages' referrer policy), never a path.
    expect([null, `${CHAT_ORIGIN}/`]).toContain(entry.hit.r)
    expect(Object.keys(entry.hit).sort()).toEqual(['d', 'n', 'r', 'u'])
  }
})

test('withdrawing analytical cookies stops counting at once and on every later page', async ({
  page,
  context,
}) => {
  await seedStorage(page, { cookie_choices: storedChoices(true, true) })
  await page.goto('/pricing')
  await waitForHydration(page)
  await expect.poll(() => collected(context)).toEqual([view('/pricing')])
  await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie choices' }).click()
  const dialog = dialogOf(page)
  await dialog.getByRole('checkbox', { name: 'Analytical cookies' }).uncheck()
  await dialog.getByRole('button', { name: 'Save my choices' }).click()
  await expect(dialog).toHaveCount(0)
  await navigate(page, 'Customers', '/customers', 'Customers')
  const requests = asked(context).length
  await page.goto('/about-us')
  await waitForHydration(page)
  await navigate(page, 'Pricing', '/pricing', 'Pricing')
  expect(collected(context)).toEqual([view('/pricing')])
  expect(asked(context)).toHaveLength(requests)
  // Allowed again: counted again, from this page on.
  await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie choices' }).click()
  await dialog.getByRole('checkbox', { name: 'Analytical cookies' }).check()
  await dialog.getByRole('button', { name: 'Save my choices' }).click()
  await expect.poll(() => collected(context)).toEqual([view('/pricing'), view('/pricing')])
})
