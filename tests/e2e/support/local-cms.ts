// `npm run cms` in a test: decap-server over a scratch copy of content/ and public/images, which
// the CMS at /admin of the test build (served by Playwright's server) reads and writes. The
// build's configuration and policy send the CMS to 127.0.0.1:CMS_LOCAL_PORT, the port of an
// author's own `npm run cms`: the browser context forwards those requests to this server's port
// instead, so a test never meets (or disturbs) one running on this machine.
import { cpSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { BrowserContext } from '@playwright/test'
import { CMS_LOCAL_PORT } from '../../../scripts/lib/cms/admin.mjs'
import { cmsDeps } from '../../../scripts/lib/cms/cms-deps.mjs'
import { startDecapServer } from '../../../scripts/lib/cms/cms-server.mjs'
import { E2E_PORT } from './hosts'

/** decap-server's port in the tests (the CMS test takes + 12 and + 13). */
const PORT = E2E_PORT + 14

export type LocalCms = {
  /** The scratch repository: content/ and public/images, as the CMS sees them. */
  repo: string
  /** Sends the CMS's calls to its local API in `context` to this server. */
  serve(context: BrowserContext): Promise<void>
  stop(): Promise<void>
}

export async function startLocalCms(): Promise<LocalCms> {
  const repo = mkdtempSync(join(tmpdir(), 'coverbridge-cms-'))
  cpSync('content', join(repo, 'content'), { recursive: true })
  cpSync(join('public', 'images'), join(repo, 'public', 'images'), { recursive: true })
  const server = await startDecapServer({ entry: cmsDeps().server, repo, port: PORT })
  return {
    repo,
    async serve(context) {
      await context.route(`http://127.0.0.1:${CMS_LOCAL_PORT}/**`, async (route) => {
        const url = route.request().url().replace(`:${CMS_LOCAL_PORT}/`, `:${PORT}/`)
        try {
          await route.fulfill({ response: await route.fetch({ url }) })
        } catch {
          // The page closed with the request on its way (its test has ended): no one to answer.
          // A server that does not answer fails the test by itself: the CMS never loads.
        }
      })
    },
    async stop() {
      await server.stop()
      rmSync(repo, { recursive: true, force: true })
    },
  }
}
