#!/usr/bin/env node
// `npm run cms`: edit the content in the browser, on this machine. Starts decap-server (the CMS's
// local write API, on 127.0.0.1 only) over this checkout and the Next.js dev server with the CMS
// at /admin/index.html: what an author saves lands in content/ and public/images/ in the working
// tree, ready to commit, and the dev server shows it on the open page.
import { spawn } from 'node:child_process'
import { rmSync } from 'node:fs'
import { join } from 'node:path'
import { resolveSite, withBasePath } from '../lib/base-path.mjs'
import { CMS_LOCAL_PORT, writeAdmin } from './lib/cms/admin.mjs'
import { cmsDeps } from './lib/cms/cms-deps.mjs'
import { startDecapServer } from './lib/cms/cms-server.mjs'
import { watchProductIndex } from './lib/cms/product-finder.mjs'

const PORT = Number(process.env.PORT || 3000)
const ADMIN = join(process.cwd(), 'public', 'admin')
const { basePath } = resolveSite(process.env)
const { dist, server } = cmsDeps()

// The dev server serves public/admin (git ignores it) at /admin/index.html; "View Live" opens
// an entry's page on it.
await writeAdmin(ADMIN, {
  dist,
  basePath,
  siteUrl: `http://localhost:${PORT}`,
  finderSource: 'local',
})
// The products' finder lists this checkout's products as they are: saved, added or deleted.
const stopWatching = watchProductIndex(ADMIN, {
  contentDir: process.env.COVERBRIDGE_CONTENT_DIR || 'content',
})
const decap = await startDecapServer({ entry: server, repo: process.cwd(), port: CMS_LOCAL_PORT })
const next = spawn('npx', ['next', 'dev', '--webpack', '--port', String(PORT)], {
  stdio: 'inherit',
  env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
})

const origin = `http://localhost:${PORT}`
console.log(`
  The CMS:  ${origin}${withBasePath(basePath, '/admin/index.html')}  (Login: no password on this machine)
  The site: ${origin}${withBasePath(basePath, '/')}
  Saved entries change the files under content/ (pictures under public/images/): review them with
  git diff and commit. decap-server listens on 127.0.0.1:${CMS_LOCAL_PORT} only. Ctrl+C stops both.
`)

let stopping = false
const stop = async (code = 0) => {
  if (stopping) return
  stopping = true
  stopWatching()
  next.kill('SIGTERM')
  await decap.stop()
  rmSync(ADMIN, { recursive: true, force: true })
  process.exit(code)
}
process.on('SIGINT', () => stop(0))
process.on('SIGTERM', () => stop(0))
next.on('exit', (code) => stop(code ?? 0))
