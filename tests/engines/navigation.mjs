// The journey from a list to its items and back, in place, in an engine Playwright does not
// drive: the export keeps only the route files someone fetches (scripts/lib/export/prune-export.mjs), and
// this proves no engine's router asks for one it left out. Every click moves the pointer over
// the link first, as a visitor's does (a link that prefetches does so then).
import assert from 'node:assert/strict'

const at = (path) =>
  location.pathname === path && document.documentElement.dataset.hydrated === 'true'
const stays = () => window.__stay === 1
// The first link drawn on the page (not one in a closed menu) whose href starts with `prefix`,
// under `scope`, other than `not`.
const firstLink = (scope, prefix, not) =>
  [...document.querySelectorAll(`${scope} a[href^="${prefix}"]`)].find(
    (a) => a.getAttribute('href') !== not && a.getClientRects().length > 0,
  ) ?? null
const headerLinkAtRest = (href) => {
  const link = document.querySelector(`header a[href="${href}"]`)
  const box = link?.getBoundingClientRect()
  return Boolean(
    box &&
    box.width > 0 &&
    box.top >= 0 &&
    box.bottom <= innerHeight &&
    link
      .closest('header')
      .getAnimations({ subtree: true })
      .every((a) => a.playState !== 'running'),
  )
}
const linkHref = (scope, prefix, not) =>
  [...document.querySelectorAll(`${scope} a[href^="${prefix}"]`)]
    .find((a) => a.getAttribute('href') !== not && a.getClientRects().length > 0)
    ?.getAttribute('href') ?? null

/**
 * From `list`, opens an item (a link under `prefix`), goes back, opens a second one, and from
 * there a fixed page of the menu: each in place, with no answer of 400 or more, and no request
 * into an item's folder. `proxy` is the proxy's state, `waitFor` the smoke's poll.
 */
export async function listToItemsAndBack(browser, proxy, waitFor, origin, list, prefix) {
  await browser.goto(`${origin}${list}`)
  await waitFor(browser, at, [list], `hydration of ${list}`, 30_000)
  proxy.errors.length = 0
  proxy.requests.length = 0
  await browser.evaluate(() => (window.__stay = 1))
  const opened = []
  for (const not of [undefined, 'second']) {
    const other = not === 'second' ? opened[0] : null
    const href = await browser.evaluate(linkHref, 'main', prefix, other)
    assert.ok(href, `${list}: a link to ${prefix}`)
    await (await browser.find(firstLink, 'main', prefix, other)).click()
    await waitFor(browser, at, [href], `${href} opened from ${list}`, 30_000)
    assert.ok(await browser.evaluate(stays), `${href} opened in place`)
    opened.push(href)
    await browser.evaluate(() => history.back())
    await waitFor(browser, at, [list], `back on ${list}`, 30_000)
    assert.ok(await browser.evaluate(stays), `back on ${list} in place`)
  }
  // Back on a list scrolled past the top, the header slides in fixed: its link is clicked once
  // it has come to rest inside the window.
  await waitFor(
    browser,
    headerLinkAtRest,
    ['/pricing'],
    'the header link to /pricing at rest',
    10_000,
  )
  await (await browser.find(firstLink, 'header', '/pricing', null)).click()
  await waitFor(browser, at, ['/pricing'], '/pricing opened', 30_000)
  assert.ok(await browser.evaluate(stays), '/pricing opened in place')
  assert.deepEqual(proxy.errors, [], 'answers of 400 or more')
  for (const href of opened) {
    assert.deepEqual(
      proxy.requests.filter((path) => path.startsWith(`${href}/`)),
      [],
      href,
    )
    assert.ok(proxy.requests.includes(`${href}.txt`), `${href}.txt fetched`)
  }
}
