#!/usr/bin/env node
// Build step: the CMS into out/admin (scripts/lib/cms/admin.mjs), from cms/'s pinned Decap CMS,
// installed on first use, with its previews bundled from the site's components. What the
// bundling took is left in .cache/admin/preview.json for the export report.
import nextEnv from '@next/env'
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { resolveSite } from '../lib/base-path.mjs'
import { cmsDeps } from './lib/cms/cms-deps.mjs'
import { writeAdmin } from './lib/cms/admin.mjs'

nextEnv.loadEnvConfig(process.cwd(), false, { info: () => {}, error: console.error })
const OUT = join(process.cwd(), process.argv[2] ?? 'out')
const { basePath, origin } = resolveSite(process.env)
const { dist, version } = cmsDeps()
const { config, connected, warnings, preview, finderProducts } = await writeAdmin(
  join(OUT, 'admin'),
  {
    dist,
    basePath,
    siteUrl: origin,
  },
)
for (const warning of warnings) console.warn(`\nWarning: ${warning}\n`)
const backend = connected
  ? `backend ${config.backend.name}`
  : 'no CMS_BACKEND: the deployed /admin/ says it is not connected; npm run cms edits locally'
console.log(
  `admin: Decap CMS ${version} in out/admin, ${config.collections.length} collections, ${backend}; the products' finder lists ${finderProducts}`,
)
mkdirSync(join(process.cwd(), '.cache', 'admin'), { recursive: true })
writeFileSync(join(process.cwd(), '.cache', 'admin', 'preview.json'), JSON.stringify(preview))
