// The system Chromium and the flags every headless run here uses (the tests and the bench):
// no sandbox (containers run as root), no GPU, and none of the browser's own background traffic.
import { existsSync } from 'node:fs'

/** Debian's Chromium when it is installed (CI installs it), otherwise undefined. */
export const systemChromium = existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined

/**
 * The browser the tests drive: Debian's headless shell when it is installed (CI installs it),
 * the same Chromium release without the full browser around it, which is what Playwright's own
 * headless runs use. The suite's 689 Chromium tests took 765 s in the full browser and 440 s in
 * the shell on the same idle machine. The bench keeps the full browser: Lighthouse and a
 * visitor's phone run that one.
 */
export const testChromium = existsSync('/usr/bin/chromium-headless-shell')
  ? '/usr/bin/chromium-headless-shell'
  : systemChromium

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]
