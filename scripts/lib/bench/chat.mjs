// The bench's run with a chat portal id: the same pages built with NEXT_PUBLIC_CHAT_PORTAL_ID,
// so the chat launcher and the cookie choices are measured as a visitor gets them, against a
// stand-in for the provider on this machine (scripts/lib/bench/chat-stub.mjs). A Chromium of its own
// resolves every host of the provider to the stand-in, which records each request it gets: none
// may come during the Lighthouse loads, nor on a visit that allows everything, idles and
// scrolls; one press on the launcher must bring the loader and open the chat.
import { renameSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { chromium } from '@playwright/test'
import { startChatStub } from './chat-stub.mjs'
import { chromiumArgs, systemChromium } from '../tools/chromium.mjs'
import { chatHosts } from '../export/csp.mjs'
import { firstLoadJs } from '../export/export-size.mjs'
import { measureRoute } from './lighthouse.mjs'
import { run, serve, throwawayCertificate } from './processes.mjs'

export const CHAT_PORTAL_ID = '4401234'
/** Where the build with a portal id is kept (beside out/, which holds the one without). */
export const CHAT_OUT = 'out-bench-chat'
/** Measured unless --chat-routes says otherwise: a content page, a form page, the smallest page. */
export const CHAT_ROUTES = ['/', '/contact', '/not-found']
/** The launcher's accessible name (content/site/consent.ts). */
const LAUNCHER = 'Chat with us'

/** Builds the site with a portal id into CHAT_OUT (the build writes out/, moved aside). */
export function buildChatExport(root) {
  run('npm', ['run', 'build'], {
    env: { ...process.env, NEXT_PUBLIC_CHAT_PORTAL_ID: CHAT_PORTAL_ID },
  })
  rmSync(join(root, CHAT_OUT), { recursive: true, force: true })
  renameSync(join(root, 'out'), join(root, CHAT_OUT))
}

/** Chromium's host rules that send every host of the provider to 127.0.0.1:`port`. */
function providerToStub(port) {
  const hosts = chatHosts()
  const names = [...hosts.scripts, ...hosts.frames, ...hosts.images, ...hosts.connect].map(
    (origin) => new URL(origin).hostname,
  )
  return [...new Set(names)].map((name) => `MAP ${name} 127.0.0.1:${port}`).join(',')
}

const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * A first visit as a person makes it, in the run's browser: the dialog answered with Accept all
 * (the most the visitor can allow), past the idle deadline, scrolled to the bottom; then a press
 * on the launcher. Returns the stand-in's requests before and after the press and how long the
 * chat took to open.
 */
async function pressCheck(chrome, url, stub) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`)
  const page = await browser.contexts()[0].newPage()
  try {
    await page.goto(url)
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true')
    await page.getByRole('button', { name: 'Accept all' }).click()
    // The launcher's idle wait is 5 s at most.
    await pause(6_000)
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
    await pause(1_000)
    const beforePress = stub.requests.length
    const pressedAt = Date.now()
    await page.getByRole('button', { name: LAUNCHER }).click()
    await page.getByRole('dialog', { name: 'Provider chat' }).waitFor({ timeout: 15_000 })
    return {
      requestsBeforePress: beforePress,
      pressRequests: stub.requests.slice(beforePress),
      openedMs: Date.now() - pressedAt,
    }
  } finally {
    await page.close()
    // The CDP connection is dropped without closing the browser.
    await browser.close().catch(() => undefined)
  }
}

/**
 * Serves CHAT_OUT on `port` (the stand-in on `port` + 1), measures `routes` as the main run does
 * and checks the press. Each row also says how much first-load JavaScript the page carries more
 * than the same page of `plainOut` (built without a portal id). Returns null, with a warning,
 * when no certificate can be made: the provider's hosts are HTTPS.
 */
export async function measureChatRun(bench, { chromeLauncher, routes, port, siteTls, plainOut }) {
  const stubTls = siteTls ?? throwawayCertificate()
  if (!stubTls) {
    console.warn('bench: no certificate for the provider stand-in; the run with a portal id is left out')
    return null
  }
  const scheme = siteTls ? 'https' : 'http'
  const origin = `${scheme}://127.0.0.1:${port}`
  const stub = await startChatStub(port + 1, stubTls)
  const server = await serve(CHAT_OUT, port, siteTls)
  const chrome = await chromeLauncher.launch({
    chromePath: systemChromium,
    chromeFlags: [
      '--headless=new',
      ...chromiumArgs,
      `--ignore-certificate-errors-spki-list=${stubTls.spkiHash}`,
      `--host-resolver-rules=${providerToStub(port + 1)}`,
    ],
  })
  try {
    const rows = []
    for (const route of routes) {
      const row = await measureRoute({ ...bench, chrome }, { label: route, origin, route, outDir: CHAT_OUT })
      rows.push({ ...row, addedJs: row.firstLoadJs - firstLoadJs(plainOut, route) })
    }
    const requestsDuringLoads = stub.requests.length
    const press = await pressCheck(chrome, `${origin}${routes[0]}`, stub)
    console.log(
      `chat stand-in: ${requestsDuringLoads} requests during the Lighthouse loads, ` +
        `${press.requestsBeforePress} before the press, then ${press.pressRequests.join(', ')}; ` +
        `the chat opened ${press.openedMs} ms after the press`,
    )
    return {
      portalId: CHAT_PORTAL_ID,
      rows,
      stub: { requestsDuringLoads, pressedOn: routes[0], ...press },
    }
  } finally {
    await chrome.kill()
    server.kill()
    await stub.close()
    if (!siteTls) stubTls.remove()
  }
}
