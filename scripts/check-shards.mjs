#!/usr/bin/env node
// Whether a sharded build gives the export of one build, byte for byte: builds the site whole, then
// in N shares one after another (as N CI runners would, each `npm run build -- --shard K/N`),
// merges them (`npm run build:merge`) and compares the two exports with scripts/compare-exports.mjs.
// With --products P it builds P generated products and P/10 more posts (as scripts/shop-scale.mjs
// does). Prints each build's seconds and the verdict; exit 1 when the exports differ. It rebuilds
// out/ several times: run it in a scratch copy if out/ is being served.
// Usage: node scripts/check-shards.mjs [--shards 4] [--products 500] [--keep DIR]
import { spawnSync } from 'node:child_process'
import { mkdtempSync, renameSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { compareExports } from './compare-exports.mjs'
import { extraPosts } from './lib/export/scale-posts.mjs'

const { values } = parseArgs({
  options: {
    shards: { type: 'string', default: '4' },
    products: { type: 'string' },
    keep: { type: 'string' },
  },
})
const shards = Number(values.shards)
const products = values.products === undefined ? undefined : Number(values.products)
const work = values.keep ?? mkdtempSync(join(tmpdir(), 'check-shards-'))
const posts = products ? extraPosts(Math.round(products / 10)) : undefined
const env = {
  ...process.env,
  ...(products ? { SHOP_FIXTURE_SIZE: String(products), BLOG_EXTRA_POSTS_DIR: posts } : {}),
}

/** Runs an npm script with `args`, moving out/ to `into` after; returns its seconds. */
function run(script, args, into) {
  const started = Date.now()
  const result = spawnSync('npm', ['run', script, '--', ...args], { env, stdio: 'inherit' })
  if (result.status !== 0) throw new Error(`npm run ${script} ${args.join(' ')} failed`)
  if (into) renameSync('out', into)
  return (Date.now() - started) / 1000
}

try {
  const times = { whole: run('build', [], join(work, 'whole')) }
  const dirs = []
  for (let index = 1; index <= shards; index += 1) {
    const dir = join(work, `shard-${index}`)
    times[`shard ${index}/${shards}`] = run('build', ['--shard', `${index}/${shards}`], dir)
    dirs.push(dir)
  }
  times.merge = run('build:merge', dirs)
  const { files, differences } = compareExports(join(work, 'whole'), 'out')
  console.log(
    `\ncheck-shards: ${Object.entries(times)
      .map(([name, seconds]) => `${name} ${seconds.toFixed(0)} s`)
      .join(', ')}`,
  )
  if (differences.length) {
    console.log(
      `check-shards: ${shards} shares merged differ from one build in ${differences.length} files:`,
    )
    for (const line of differences.slice(0, 30)) console.log(`  ${line}`)
    process.exitCode = 1
  } else {
    console.log(
      `check-shards: ${shards} shares merged are the export of one build, byte for byte (${files} files${products ? `, ${products} products` : ''})`,
    )
  }
} finally {
  if (posts) rmSync(posts, { recursive: true, force: true })
  if (!values.keep) rmSync(work, { recursive: true, force: true })
}
