import type { Page, Request } from '@playwright/test'
import { expect, test } from './support/fixtures'
import { watchPhoneFetches } from './support/phone-fetches'
import { settled } from './support/settled'

// A question to the browser asked from an event listener while a test's context is closing must
// not stop the worker: the page sweep once lost its last tests to an "error outside any test"
// ("Target page, context or browser has been closed") that way.
test.describe('nothing outlives its page', () => {
  const unhandled: string[] = []
  const record = (reason: unknown) => unhandled.push(String(reason))
  test.beforeEach(() => {
    unhandled.length = 0
    process.on('unhandledRejection', record)
  })
  test.afterEach(() => {
    process.off('unhandledRejection', record)
  })

  /**
   * A request the page makes once loaded, and its context then closed: handing the request to
   * the page's listeners again is what a request finishing during a test's teardown does.
   */
  async function lateRequestAfterClose(page: Page): Promise<Request> {
    const finished = page.waitForEvent('requestfinished', (request) =>
      request.url().endsWith('/shop-index.json'),
    )
    await page.evaluate(() => fetch('shop-index.json').then((response) => response.text()))
    const request = await finished
    await page.context().close()
    return request
  }

  /** Hands an event to the page's listeners again (a Page is Node's EventEmitter underneath). */
  function redeliver(page: Page, event: string, payload: unknown) {
    if (!('emit' in page) || typeof page.emit !== 'function') throw new Error('Page cannot emit')
    page.emit(event, payload)
  }

  /** Node reports a rejection nobody handles once the tasks queued so far have run. */
  async function settle() {
    for (let turn = 0; turn < 5; turn += 1) await new Promise((done) => setImmediate(done))
  }

  test('the fetch budget stops asking about requests once it has been checked', async ({
    browser,
  }) => {
    const page = await (await browser.newContext()).newPage()
    const fetches = watchPhoneFetches(page, '/')
    await page.goto('/')
    await fetches.expectWithinBudget()
    redeliver(page, 'requestfinished', await lateRequestAfterClose(page))
    await settle()
    expect(unhandled).toEqual([])
  })

  test('a question asked through settled() ends quietly when its page has closed', async ({
    browser,
  }) => {
    const page = await (await browser.newContext()).newPage()
    await page.goto('/')
    const request = await lateRequestAfterClose(page)
    const asked = settled(request.sizes())
    await settle()
    expect(unhandled).toEqual([])
    // Whoever awaits it still learns that it failed.
    await expect(asked).rejects.toThrow(/closed/)
  })
})
