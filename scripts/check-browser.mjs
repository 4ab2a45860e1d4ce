#!/usr/bin/env node
// First step of `npm test`: the end-to-end stage needs a Chromium. Checked here, before lint,
// types, unit tests and the build, so a machine without one stops at once with the command to
// run instead of failing minutes later. The browser used is the one playwright.config.ts picks:
// /usr/bin/chromium (Debian's, what CI installs) when present, Playwright's own otherwise.
import { existsSync } from 'node:fs'
import { chromium } from '@playwright/test'

const SYSTEM_CHROMIUM = '/usr/bin/chromium'

function playwrightChromium() {
  try {
    const path = chromium.executablePath()
    return path && existsSync(path) ? path : null
  } catch {
    return null
  }
}

if (!existsSync(SYSTEM_CHROMIUM) && !playwrightChromium()) {
  console.error(
    [
      '',
      'No Chromium for the end-to-end tests: neither /usr/bin/chromium nor Playwright’s own browser.',
      'Run this once, then `npm test` again:',
      '',
      '  npx playwright install chromium',
      '',
    ].join('\n'),
  )
  process.exit(1)
}
