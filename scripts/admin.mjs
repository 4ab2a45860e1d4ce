#!/usr/bin/env node
// Build step: the CMS into out/admin (scripts/lib/admin.mjs), from cms/'s pinned Decap CMS,
// installed on first use. Runs after the pages are written, so it can hand the CMS the site's
// stylesheet for its previews.
import nextEnv from '@next/env'
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { resolveSite } from './lib/base-path.mjs'
import { cmsDeps } from './lib/cms-deps.mjs'
import { writeAdmin } from './lib/admin.mjs'

nextEnv.loadEnvConfig(process.cwd(), false, { info: () => {}, error: console.error })
const OUT = join(process.cwd(), process.argv[2] ?? 'out')
const { basePath, origin } = resolveSite(process.env)
const { dist, version } = cmsDeps()
const home = join(OUT, 'index.html')
const stylesheet = existsSync(home)
  ? /<link rel="stylesheet" href="([^"]+\.css)"/.exec(readFileSync(home, 'utf8'))?.[1]
  : undefined
const { config, connected, warnings } = await writeAdmin(join(OUT, 'admin'), {
  dist,
  basePath,
  siteUrl: origin,
  stylesheet,
})
for (const warning of warnings) console.warn(`\nWarning: ${warning}\n`)
const backend = connected
  ? `backend ${config.backend.name}`
  : 'no CMS_BACKEND: the deployed /admin/ says it is not connected; npm run cms edits locally'
console.log(
  `admin: Decap CMS ${version} in out/admin, ${config.collections.length} collections, ${backend}`,
)
