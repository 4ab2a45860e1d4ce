// The CMS at /admin as a deployed site would serve it, without a build per backend and without
// the network: the page and configuration that writeAdmin() writes for a set of CMS_* variables,
// beside the Decap bundle of out/admin, answered in the browser at an https address of a pretend
// host. Every other request is recorded and answered with a stand-in page, so a test sees where
// a sign-in goes and nothing leaves the machine.
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { BrowserContext } from '@playwright/test'
import { writeAdmin } from '../../../scripts/lib/cms/admin.mjs'
import { OUT } from './export'

/** The pretend address of the deployed site. */
export const SITE = 'https://www.coverbridge.example'

type Env = Record<string, string>

/** Writes the admin page and configuration for `env` (no bundle: out/admin's is served). */
async function adminFor(context: BrowserContext, env: Env | undefined): Promise<string> {
  if (!env) return join(OUT, 'admin')
  const root = mkdtempSync(join(tmpdir(), 'coverbridge-admin-'))
  context.on('close', () => rmSync(root, { recursive: true, force: true }))
  const noBundle = join(root, 'no-bundle')
  mkdirSync(noBundle)
  await writeAdmin(join(root, 'admin'), { dist: noBundle, siteUrl: SITE, env, preview: false })
  return join(root, 'admin')
}

/**
 * Serves /admin/ at SITE in `context` (the test build's own when `env` is undefined). `outside`
 * collects every request for another origin, `served` the admin files answered.
 */
export async function serveHostedAdmin(
  context: BrowserContext,
  env?: Env,
): Promise<{ outside: string[]; served: string[] }> {
  const dir = await adminFor(context, env)
  const outside: string[] = []
  const served: string[] = []
  await context.route('**/*', async (route) => {
    const url = new URL(route.request().url())
    if (url.origin !== SITE) {
      outside.push(url.href)
      return route.fulfill({ contentType: 'text/html', body: '<title>Stand-in</title>' })
    }
    const name = url.pathname.replace(/^\/admin\//, '') || 'index.html'
    const file = [join(dir, name), join(OUT, 'admin', name)].find((path) => existsSync(path))
    if (!url.pathname.startsWith('/admin/') || !file) return route.fulfill({ status: 404 })
    served.push(name)
    return route.fulfill({
      path: file,
      ...(name.endsWith('.yml') ? { contentType: 'text/yaml' } : {}),
    })
  })
  return { outside, served }
}
