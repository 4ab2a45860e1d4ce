// The system Chromium and the flags every headless run here uses (the tests and the bench):
// no sandbox (containers run as root), no GPU, and none of the browser's own background traffic.
import { existsSync } from 'node:fs'

/** Debian's Chromium when it is installed (CI installs it), otherwise undefined. */
export const systemChromium = existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]
