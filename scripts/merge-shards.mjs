#!/usr/bin/env node
// `npm run build:merge -- DIR...`: puts the shares of a sharded build (`npm run build -- --shard
// K/N`, one folder each, as CI runners hand them over) together in out/, then runs the steps that
// read the whole export: the search index, /admin and the report. A file that two shares both hold
// (the fixed pages, the client code, the sitemap) must be the same bytes in each: shares of one
// commit are (the build is reproducible), so a difference means shares of two commits or two
// configurations, and the merge stops naming the file. The merged export is byte for byte the
// export of one build (scripts/check-shards.mjs).
import { spawnSync } from 'node:child_process'
import { copyFileSync, existsSync, mkdirSync, readFileSync, rmSync, statSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { STAMP_FILE } from './lib/export/build-stamp.mjs'
import { filesBelow } from './lib/export/files-below.mjs'
import { runSteps } from './lib/export/steps.mjs'

const OUT = resolve('out')

/**
 * Copies the shares into `out` (emptied first). Returns the files copied and the conflicts: a
 * path two shares hold with different bytes, or a share that is no finished build.
 */
export function mergeShards(shards, out) {
  const problems = []
  for (const dir of shards) {
    if (!existsSync(join(dir, STAMP_FILE)))
      problems.push(`${dir} is no finished build (no ${STAMP_FILE})`)
  }
  if (problems.length) return { files: 0, problems }
  rmSync(out, { recursive: true, force: true })
  const from = new Map()
  for (const dir of shards) {
    for (const path of filesBelow(dir)) {
      const source = join(dir, path)
      const target = join(out, path)
      const first = from.get(path)
      if (first === undefined) {
        mkdirSync(dirname(target), { recursive: true })
        copyFileSync(source, target)
        from.set(path, dir)
      } else if (
        statSync(source).size !== statSync(target).size ||
        !readFileSync(source).equals(readFileSync(target))
      ) {
        problems.push(`${path} differs between ${first} and ${dir}`)
      }
    }
  }
  return { files: from.size, problems }
}

const isMain = process.argv[1] && import.meta.filename === resolve(process.argv[1])
if (isMain) {
  const shards = process.argv.slice(2).map((dir) => resolve(dir))
  if (shards.length === 0) {
    console.error('usage: npm run build:merge -- SHARD_DIR...')
    process.exit(2)
  }
  if (shards.includes(OUT)) {
    console.error('build:merge: the shares go into out/: give folders other than out/')
    process.exit(2)
  }
  const started = Date.now()
  const { files, problems } = mergeShards(shards, OUT)
  if (problems.length) {
    console.error(
      `build:merge: the shares do not fit together:\n  ${problems.slice(0, 20).join('\n  ')}`,
    )
    if (problems.length > 20) console.error(`  and ${problems.length - 20} more`)
    process.exit(1)
  }
  console.log(
    `build:merge: ${shards.length} shares, ${files} files in out/, ${((Date.now() - started) / 1000).toFixed(1)} s`,
  )
  const node = (script) => [process.execPath, [script]]
  const ok = await runSteps(
    [
      ['Open Graph cards', ...node('scripts/og-cards.mjs')],
      ['search index', ...node('scripts/search-index.mjs')],
      ['/admin', ...node('scripts/admin.mjs')],
      ['report', ...node('scripts/export-report.mjs')],
    ],
    { run: spawnSync },
  )
  process.exit(ok ? 0 : 1)
}
