#!/usr/bin/env node
// `npm run build`: the export into out/, step by step, each step's time printed at the end.
//   content checks (and photos) -> render plan -> next build -> postbuild -> pages put back
//   -> search index -> /admin -> report
// with the type check (scripts/check-types.mjs) beside the first two, on the core they leave free:
// `next build` then skips its own. A test build (COVERBRIDGE_BUILD_KIND=e2e) checks no types:
// npm test checks them just before it.
// The render plan and the pages put back (scripts/render-cache.mjs) render only the pages made
// from content whose inputs changed since the export in out/, when nothing else changed;
// `npm run build -- --full` renders every page.
// `npm run build -- --shard 2/4` (or BUILD_SHARD=2/4) renders the second of four shares of the
// pages made from content (lib/shard.mjs) and stops after postbuild: out/ then holds that share,
// for `npm run build:merge -- DIR...` to put together with the others (scripts/merge-shards.mjs),
// which runs the steps that read the whole export (search index, /admin, report).
import { spawn, spawnSync } from 'node:child_process'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { parseShard } from '../lib/shard.mjs'
import { recoverLastExport, RENDER_ONLY } from './lib/export/render-cache.mjs'
import { currentKind } from './lib/export/build-stamp.mjs'
import { runSteps, startChild } from './lib/export/steps.mjs'

const { values } = parseArgs({
  options: { shard: { type: 'string' }, full: { type: 'boolean', default: false } },
})
const shardText = values.shard ?? process.env.BUILD_SHARD
const shard = shardText === undefined ? undefined : parseShard(shardText)
if (shardText !== undefined && !shard) {
  console.error(`build: --shard takes K/N with 1 <= K <= N (got "${shardText}")`)
  process.exit(2)
}
const env = {
  ...process.env,
  NEXT_TELEMETRY_DISABLED: '1',
  ...(shard
    ? { COVERBRIDGE_SHARD: `${shard.index}/${shard.count}` }
    : { COVERBRIDGE_RENDER_ONLY: join(process.cwd(), RENDER_ONLY) }),
}
delete env.BUILD_SHARD
// A larger young generation for every step's V8 (16 MB a semi-space by default, 64 here): rendering
// and rewriting thousands of pages makes short-lived strings and streams by the gigabyte, and
// collecting them took a tenth of a render worker's time. At 5,000 products the whole build went
// from 178 to 166 s, its peak memory the same (980 MB); each worker's budget (cores.mjs) holds it.
env.NODE_OPTIONS = [env.NODE_OPTIONS, '--max-semi-space-size=64'].filter(Boolean).join(' ')
// Types are checked beside the first steps; `next build` leaves out its own check (next.config.mjs).
const types = currentKind(env) !== 'e2e'
if (types) env.COVERBRIDGE_TYPES_CHECKED = '1'
else delete env.COVERBRIDGE_TYPES_CHECKED
if (!shard) delete env.COVERBRIDGE_SHARD
else delete env.COVERBRIDGE_RENDER_ONLY

const NEXT = createRequire(import.meta.url).resolve('next/dist/bin/next')
const node = (script, ...args) => [process.execPath, [script, ...args]]
const steps = [
  ['environment', ...node('scripts/check-env.mjs')],
  ...(types ? [['types', ...node('scripts/check-types.mjs'), { before: 'next build' }]] : []),
  ['content checks and photos', ...node('scripts/check-content.mjs', '--images')],
  ...(shard
    ? []
    : [
        [
          'render plan',
          ...node('scripts/render-cache.mjs', 'plan', ...(values.full ? ['--full'] : [])),
        ],
      ]),
  ['next build', ...node(NEXT, 'build', '--webpack')],
  ['postbuild', ...node('scripts/postbuild.mjs')],
  ...(shard
    ? []
    : [
        ['pages put back', ...node('scripts/render-cache.mjs', 'restore')],
        ['Open Graph cards', ...node('scripts/og-cards.mjs'), { before: 'report' }],
        ['search index', ...node('scripts/search-index.mjs')],
        ['/admin', ...node('scripts/admin.mjs')],
        ['report', ...node('scripts/export-report.mjs')],
      ]),
]
const ok = await runSteps(steps, { env, run: spawnSync, start: startChild(spawn) })
if (!ok && !shard) recoverLastExport('out')
if (ok && shard) {
  console.log(
    `build: out/ holds share ${shard.index} of ${shard.count}; npm run build:merge -- DIR... puts the shares together`,
  )
}
process.exit(ok ? 0 : 1)
