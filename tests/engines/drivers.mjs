// One small interface over the two WebDriver clients, so every journey reads the same in both
// engines: Firefox ESR through puppeteer-core (WebDriver BiDi), WebKitGTK's MiniBrowser through
// selenium-webdriver (WebDriver classic, WebKitWebDriver). `find` takes a function run in the
// page that returns an element; clicks and typing then go through the driver, as a visitor's do.
import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import puppeteer from 'puppeteer-core'
import { Builder, Key, until } from 'selenium-webdriver'

export const FIREFOX = '/usr/bin/firefox-esr'
export const WEBKIT_DRIVER = '/usr/bin/WebKitWebDriver'
export const MINIBROWSER = '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser'

export const ENGINES = [
  { name: 'Firefox ESR', binaries: [FIREFOX], start: startFirefox },
  { name: 'WebKitGTK', binaries: [WEBKIT_DRIVER, MINIBROWSER], start: startWebKit },
]

/**
 * In-page: scrolls the element to the middle of the window and resolves once it stays put. A
 * visitor scrolls, then taps; WebDriver classic's click scrolls and hit-tests at once. Blocks
 * below the first screen are drawn as they come near, and all of them once the page is idle
 * (data-drawn on <html>), which moves what follows them: a click before that can land on another
 * element. So it waits for that moment (on pages with such blocks) and for two readings of the
 * same position 50 ms apart; 10 s at most, then the click itself says what is in the way.
 */
const SCROLL_INTO_VIEW = (element) =>
  new Promise((resolve) => {
    const end = Date.now() + 10_000
    let last = ''
    const settle = () => {
      element.scrollIntoView({ block: 'center' })
      const { x, y } = element.getBoundingClientRect()
      const drawn =
        document.documentElement.hasAttribute('data-drawn') ||
        !document.querySelector('.render-when-near')
      if ((drawn && `${x},${y}` === last) || Date.now() > end) resolve(true)
      else {
        last = `${x},${y}`
        setTimeout(settle, 50)
      }
    }
    settle()
  })

/** WebDriver's answers for an element that is there but cannot take a click yet. */
const NOT_YET_CLICKABLE = new Set(['ElementNotInteractableError', 'ElementClickInterceptedError'])

export function missingBinaries(engine) {
  return engine.binaries.filter((file) => !existsSync(file))
}

/**
 * Chromium through the same client, for checks that run outside Playwright's suite in all three
 * engines (tests/engines/scale-search.mjs).
 */
export const CHROMIUM = {
  name: 'Chromium',
  binaries: ['/usr/bin/chromium'],
  start: startChromium,
}

function startChromium(size) {
  return startPuppeteer(size, {
    browser: 'chrome',
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  })
}

function startFirefox(size) {
  return startPuppeteer(size, {
    browser: 'firefox',
    executablePath: FIREFOX,
    // Firefox prefetches the page a <link rel="next"> names. The test build's absolute URLs
    // point at its stand-in site URL (localhost:3000), not at the server under test, so in the
    // tests that prefetch crosses origins and the policy blocks it; on a host the site URL is the
    // page's own origin.
    extraPrefsFirefox: { 'network.prefetch-next': false },
  })
}

async function startPuppeteer({ width, height }, options) {
  const browser = await puppeteer.launch({ headless: true, ...options })
  const page = await browser.newPage()
  await page.setViewport({ width, height })
  const consoleErrors = []
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(`console: ${message.text()}`)
  })
  page.on('pageerror', (error) => consoleErrors.push(`page error: ${error.message}`))
  const dialogs = []
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message())
    void dialog.accept()
  })
  return {
    consoleErrors,
    canIntercept: true,
    async stubHost(prefix, body) {
      await page.setRequestInterception(true)
      // The page calls the API across origins: the stub answers the preflight and the request
      // with the CORS headers the real API sends.
      const cors = {
        'access-control-allow-origin': '*',
        'access-control-allow-methods': 'POST, OPTIONS',
        'access-control-allow-headers': 'content-type',
      }
      page.on('request', (request) => {
        if (!request.url().startsWith(prefix)) return void request.continue()
        if (request.method() === 'OPTIONS') {
          return void request.respond({ status: 204, headers: cors, body: '' })
        }
        void request.respond({ status: 200, headers: cors, contentType: 'text/plain', body })
      })
    },
    goto: (url) => page.goto(url, { waitUntil: 'load' }),
    reload: () => page.reload({ waitUntil: 'load' }),
    url: async () => page.url(),
    evaluate: (fn, ...args) => page.evaluate(fn, ...args),
    async find(fn, ...args) {
      const handle = await page.evaluateHandle(fn, ...args)
      const element = handle.asElement()
      if (!element) throw new Error(`nothing found by ${fn.toString().slice(0, 120)}`)
      return {
        click: async () => {
          await element.evaluate(SCROLL_INTO_VIEW)
          await element.click()
        },
        type: (text) => element.type(text),
      }
    },
    async press(key, modifier) {
      if (modifier) await page.keyboard.down(modifier)
      await page.keyboard.press(key)
      if (modifier) await page.keyboard.up(modifier)
    },
    resize: (size) => page.setViewport(size),
    async nextDialog(timeout = 7_000) {
      const end = Date.now() + timeout
      while (!dialogs.length && Date.now() < end) await new Promise((r) => setTimeout(r, 50))
      return dialogs.shift()
    },
    close: () => browser.close(),
  }
}

/** An X server for the MiniBrowser (WebKitGTK has no headless mode of its own). */
async function startXvfb() {
  if (process.env.DISPLAY) return { display: process.env.DISPLAY, stop: () => {} }
  const xvfb = spawn(
    'Xvfb',
    ['-displayfd', '3', '-screen', '0', '1280x1024x24', '-nolisten', 'tcp'],
    {
      stdio: ['ignore', 'ignore', 'ignore', 'pipe'],
    },
  )
  const display = await new Promise((resolve, reject) => {
    xvfb.on('error', reject)
    xvfb.stdio[3].on('data', (data) => resolve(`:${String(data).trim()}`))
  })
  return { display, stop: () => xvfb.kill() }
}

async function startWebKit({ width, height, driverPort }) {
  const xvfb = await startXvfb()
  const driverProcess = spawn(WEBKIT_DRIVER, [`--port=${driverPort}`], {
    stdio: 'ignore',
    env: { ...process.env, DISPLAY: xvfb.display },
  })
  const server = `http://127.0.0.1:${driverPort}`
  for (let i = 0; i < 50; i++) {
    const ready = await fetch(`${server}/status`).then(
      (r) => r.ok,
      () => false,
    )
    if (ready) break
    await new Promise((r) => setTimeout(r, 100))
  }
  const driver = await new Builder()
    .usingServer(server)
    .withCapabilities({
      browserName: 'MiniBrowser',
      'webkitgtk:browserOptions': { binary: MINIBROWSER, args: ['--automation'] },
    })
    .build()
  const resize = async (size) => {
    await driver.manage().window().setRect(size)
    // The window's frame takes its share: grow it until the page gets the size asked for.
    const inner = await driver.executeScript('return [innerWidth, innerHeight]')
    await driver
      .manage()
      .window()
      .setRect({ width: 2 * size.width - inner[0], height: 2 * size.height - inner[1] })
  }
  await resize({ width, height })
  const script = (fn) => `return (${fn.toString()}).apply(null, arguments)`
  const KEYS = { Tab: Key.TAB, Escape: Key.ESCAPE, ArrowRight: Key.ARROW_RIGHT, Enter: Key.ENTER }
  return {
    consoleErrors: [],
    canIntercept: false,
    narrowest: 480,
    goto: (url) => driver.get(url),
    reload: () => driver.navigate().refresh(),
    url: () => driver.getCurrentUrl(),
    evaluate: (fn, ...args) => driver.executeScript(script(fn), ...args),
    async find(fn, ...args) {
      const element = await driver.executeScript(script(fn), ...args)
      if (!element) throw new Error(`nothing found by ${fn.toString().slice(0, 120)}`)
      return {
        click: async () => {
          // A click waits until the element can take it, as Playwright's and a visitor's do: on
          // a loaded machine WebKit's driver has answered "not interactable" for a header link
          // just after a dialog closed. Tried again (scrolled to again) for 10 s, then it fails.
          const end = Date.now() + 10_000
          for (;;) {
            await driver.executeAsyncScript(
              `(${SCROLL_INTO_VIEW})(arguments[0]).then(arguments[arguments.length - 1])`,
              element,
            )
            try {
              return await element.click()
            } catch (error) {
              if (!NOT_YET_CLICKABLE.has(error?.name) || Date.now() > end) throw error
            }
          }
        },
        type: (text) => element.sendKeys(text),
      }
    },
    async press(key, modifier) {
      const actions = driver.actions()
      const k = KEYS[key] ?? key
      if (modifier === 'Control')
        await actions.keyDown(Key.CONTROL).sendKeys(k).keyUp(Key.CONTROL).perform()
      else if (modifier === 'Shift')
        await actions.keyDown(Key.SHIFT).sendKeys(k).keyUp(Key.SHIFT).perform()
      else await actions.sendKeys(k).perform()
    },
    resize,
    async nextDialog(timeout = 7_000) {
      const alert = await driver.wait(until.alertIsPresent(), timeout)
      const text = await alert.getText()
      await alert.accept()
      return text
    },
    async close() {
      await driver.quit().catch(() => {})
      driverProcess.kill()
      xvfb.stop()
    },
  }
}
