// A tab opened before a deploy of new client code, clicking after it: the host now serves the new
// export (the old chunks gone, as `deploy:s3 --delete` leaves it), and the tab still has the old
// code running. The two test builds differ in client code (the chat build's launcher), so they
// stand for the export before and after such a deploy, each with its own build id.
import { spawn, type ChildProcess } from 'node:child_process'
import { cpSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chatLauncherCopy } from '../../content/site'
import { CHAT_OUT } from './support/chat-build'
import { E2E_PORT } from './support/hosts'
import { expect, test, waitForHydration } from './support/fixtures'

const OLD = join(process.cwd(), 'out')
const PORT = E2E_PORT + 16
const ORIGIN = `http://127.0.0.1:${PORT}`

/** The build id in an export: the folder of Next's manifests. */
const buildIdOf = (dir: string) =>
  readdirSync(join(dir, '_next', 'static')).find((name) => !/^(chunks|css|media)$/.test(name))

/** Replaces the served folder's files with `source`'s, as a deploy that deletes stale files does. */
function deploy(source: string, root: string) {
  for (const name of readdirSync(root)) rmSync(join(root, name), { recursive: true, force: true })
  cpSync(source, root, { recursive: true })
}

test.describe('a tab opened before a deploy of new client code', () => {
  test.skip(
    !existsSync(join(CHAT_OUT, 'index.html')) && !process.env.CI,
    'no chat build in out-chat/: npm run build:e2e:chat',
  )
  // The served folder is swapped under the server: one test at a time.
  test.describe.configure({ mode: 'serial' })

  let root: string
  let server: ChildProcess

  test.beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'deploy-skew-'))
    deploy(OLD, root)
    server = spawn(
      process.execPath,
      ['scripts/serve.mjs', '--dir', root, '--port', String(PORT), '--quiet', '--test-build'],
      { stdio: 'ignore' },
    )
    await expect
      .poll(
        () =>
          fetch(`${ORIGIN}/`).then(
            (response) => response.status,
            () => 0,
          ),
        {
          timeout: 30_000,
        },
      )
      .toBe(200)
  })

  test.afterAll(() => {
    server?.kill()
    if (root) rmSync(root, { recursive: true, force: true })
  })

  test('gets the new page, with the new code, on its next click', async ({
    page,
    consoleErrors,
  }) => {
    expect(buildIdOf(CHAT_OUT)).not.toBe(buildIdOf(OLD))
    deploy(OLD, root)
    await page.goto(`${ORIGIN}/pricing`)
    await waitForHydration(page)
    await expect(page.getByRole('button', { name: chatLauncherCopy.open })).toHaveCount(0)
    // Marks this document: a navigation in place keeps the mark, a full load loses it.
    await page.evaluate(() => Object.assign(window, { openedBeforeDeploy: true }))

    deploy(CHAT_OUT, root)
    await page
      .getByRole('banner')
      .getByRole('link', { name: 'Customers', exact: true })
      .first()
      .click()

    await expect(page).toHaveURL(`${ORIGIN}/customers`)
    await expect(page).toHaveTitle('Customers - Coverbridge')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    // The page came whole from the new export: the new build's code runs it.
    await waitForHydration(page)
    await expect(page.getByRole('button', { name: chatLauncherCopy.open })).toBeVisible()
    expect(await page.evaluate(() => 'openedBeforeDeploy' in window)).toBe(false)
    expect(consoleErrors).toEqual([])
  })
})
