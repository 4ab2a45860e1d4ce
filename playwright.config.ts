import { existsSync } from 'node:fs'
import { defineConfig, devices } from '@playwright/test'
import { chromiumArgs, systemChromium, testChromium } from './scripts/lib/tools/chromium.mjs'

const PORT = Number(process.env.E2E_PORT ?? 4173)

/**
 * The browser resolves no host name but the test servers' own: a request to any other host fails
 * at once, never reaching the network (tests/e2e/support/fixtures.ts records and fails on it).
 */
const HOST_RULES = '--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE 127.0.0.1 , EXCLUDE localhost'

export default defineConfig({
  testDir: 'tests/e2e',
  // The largest-paint measurement (240 timed page loads, about 6 minutes) runs on its own,
  // `npm run test:paint`: its 300 ms bound is a timing, and a suite sharing two cores with builds
  // and other browsers cannot hold it (see docs/testing.md).
  testIgnore: process.env.LARGEST_PAINT ? [] : ['**/largest-paint.spec.ts'],
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  // The assertion counter prints how many expect calls the run reached (npm test sums it up).
  reporter: [
    ['list'],
    ['./tests/e2e/support/assertion-reporter.ts'],
    ...(process.env.CI ? [['html', { open: 'never' }] as const] : []),
  ],
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    // A trace on the retry of a failed test: recording one for every test cost about a fifth of
    // the run's time.
    trace: 'on-first-retry',
    ...devices['Desktop Chrome'],
    viewport: { width: 1280, height: 800 },
    // Debian's headless Chromium when present (CI installs it); Playwright's own browser otherwise.
    // The largest-paint measurement times paints, so it runs in the full browser a visitor has.
    launchOptions: {
      executablePath: process.env.LARGEST_PAINT ? systemChromium : testChromium,
      args: [...chromiumArgs, HOST_RULES],
    },
  },
  webServer: [
    {
      // The real export on the real static server: never `next dev`.
      command: `node scripts/serve.mjs --dir out --port ${PORT} --quiet --test-build`,
      url: `http://127.0.0.1:${PORT}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 30_000,
    },
    // The build for a path prefix (npm run build:e2e:base), served under it: the root answers 404.
    ...(existsSync('out-base/index.html') || process.env.CI
      ? [
          {
            command: `node scripts/serve.mjs --dir out-base --port ${PORT + 1} --quiet --test-build --base-path /coverbridge`,
            url: `http://127.0.0.1:${PORT + 1}/coverbridge`,
            reuseExistingServer: !process.env.CI,
            timeout: 30_000,
          },
        ]
      : []),
    // The build with a chat portal id (npm run build:e2e:chat): the launcher and the cookie choices.
    ...(existsSync('out-chat/index.html') || process.env.CI
      ? [
          {
            command: `node scripts/serve.mjs --dir out-chat --port ${PORT + 6} --quiet --test-build`,
            url: `http://127.0.0.1:${PORT + 6}/`,
            reuseExistingServer: !process.env.CI,
            timeout: 30_000,
          },
        ]
      : []),
  ],
})
