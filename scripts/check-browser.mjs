#!/usr/bin/env node
// First step of `npm test`: checks the running Node against package.json's engines.node (vite,
// vitest's jsdom and html-validate need a newer Node than next does, and fail with obscure
// errors on an older one), then that the end-to-end stage has a Chromium. Checked here, before
// lint, types, unit tests and the build, so a machine without either stops at once with what to
// do instead of failing minutes later. The browser used is the one playwright.config.ts picks:
// Debian's headless shell (what CI installs) or its full Chromium when present, Playwright's own
// otherwise.
import { existsSync, readFileSync } from 'node:fs'
import { testChromium } from './lib/tools/chromium.mjs'

/**
 * Whether `version` is in `range`, a list of `^x.y.z` or `>=x.y.z` alternatives joined by `||`
 * (the forms engines.node uses here). An alternative of any other form counts as met.
 */
function satisfies(version, range) {
  const parse = (text) => [...text.split('.').map(Number), 0, 0].slice(0, 3)
  const [major, minor, patch] = parse(version)
  return range.split('||').some((alternative) => {
    const match = alternative.trim().match(/^(\^|>=)\s*(\d+(?:\.\d+){0,2})$/)
    if (!match) return true
    const [low, lowMinor, lowPatch] = parse(match[2])
    const atLeast =
      major !== low ? major > low : minor !== lowMinor ? minor > lowMinor : patch >= lowPatch
    return atLeast && (match[1] === '>=' || major === low)
  })
}

const { engines } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'))
const wanted = engines?.node
if (wanted && !satisfies(process.versions.node, wanted)) {
  console.error(
    [
      '',
      `Node ${process.versions.node} is outside what the toolchain (vite, vitest, jsdom, html-validate) supports: Node ${wanted}.`,
      'Switch to the version in .nvmrc (e.g. `nvm use`), then run `npm ci` and `npm test` again.',
      '',
    ].join('\n'),
  )
  process.exit(1)
}

// Loaded after the Node check, so an old Node sees the message above rather than an import error.
const { chromium } = await import('@playwright/test')

function playwrightChromium() {
  try {
    const path = chromium.executablePath()
    return path && existsSync(path) ? path : null
  } catch {
    return null
  }
}

if (!testChromium && !playwrightChromium()) {
  console.error(
    [
      '',
      'No Chromium for the end-to-end tests: neither Debian’s (/usr/bin/chromium-headless-shell,\n/usr/bin/chromium) nor Playwright’s own browser. Install one, then run `npm test` again:',
      '',
      '  apt-get install chromium chromium-headless-shell   # or: npx playwright install chromium',
      '',
    ].join('\n'),
  )
  process.exit(1)
}
