#!/usr/bin/env node
// Whether a build that renders only what changed gives the export of a build that renders every
// page, byte for byte: builds a copy of content/ whole, then for each round of edits builds again
// (rendering only the pages whose inputs changed, scripts/render-cache.mjs), moves that export
// aside, builds the same content with --full and compares the two (scripts/compare-exports.mjs).
// The rounds: a product's price; then a post's words, a post moved to another category and a new
// product (new cards, counts and neighbours on list pages, related items, the sidebar); then a
// price again with the last export's client code id made another (every page rendered again).
// With --products P it builds P generated products and P/10 more posts (as shop-scale.mjs does).
// Prints each build's seconds and pages rendered, and the verdict; exit 1 when an export differs.
// It rebuilds out/ several times: run it in a scratch copy if out/ is being served.
// Usage: node scripts/check-incremental.mjs [--products 500] [--keep DIR]
import { spawnSync } from 'node:child_process'
import {
  cpSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { compareExports } from './compare-exports.mjs'
import { MANIFEST } from './lib/export/render-cache.mjs'
import { extraPosts } from './lib/export/scale-posts.mjs'

const { values } = parseArgs({
  options: { products: { type: 'string' }, keep: { type: 'string' } },
})
const products = values.products === undefined ? undefined : Number(values.products)
const work = values.keep ?? mkdtempSync(join(tmpdir(), 'check-incremental-'))
// Inside the project: the build reads content through a path relative to it.
const content = join('.scratch', 'check-incremental', 'content')
rmSync(content, { recursive: true, force: true })
cpSync('content', content, { recursive: true })
const posts = products ? extraPosts(Math.round(products / 10)) : undefined
const env = {
  ...process.env,
  COVERBRIDGE_CONTENT_DIR: content,
  ...(products ? { SHOP_FIXTURE_SIZE: String(products), BLOG_EXTRA_POSTS_DIR: posts } : {}),
}

/** The file of the content copy in `folder` whose name starts with `prefix`. */
const fileOf = (folder, prefix) => {
  const name = readdirSync(join(content, folder)).find((file) => file.startsWith(prefix))
  if (!name) throw new Error(`no ${folder}/${prefix}* in the content copy`)
  return join(content, folder, name)
}
const edit = (file, from, to) => {
  const text = readFileSync(file, 'utf8')
  if (!from.test(text)) throw new Error(`${file}: nothing matches ${from}`)
  writeFileSync(file, text.replace(from, to))
}

const ROUNDS = [
  {
    name: "product 1's price",
    apply: () => edit(fileOf('products/items', '1-'), /^price: \d+/m, 'price: 43'),
  },
  {
    name: 'a post reworded, a post moved to another category, a new product',
    apply: () => {
      edit(fileOf('blog/posts', '2-'), /\n\n(\S)/, '\n\nReworded for the check. $1')
      edit(fileOf('blog/posts', '3-'), /^category: .*$/m, 'category: Compliance')
      const items = readdirSync(join(content, 'products/items'))
      const ids = items.map((name) => Number.parseInt(name, 10)).filter(Number.isFinite)
      const id = Math.max(...ids) + 1
      const source = readFileSync(fileOf('products/items', '2-'), 'utf8')
      writeFileSync(
        join(content, 'products/items', `${id}-a-product-added-by-the-check.yaml`),
        source
          .replace(/^id: \d+/m, `id: ${id}`)
          .replace(/^title: .*$/m, 'title: A Product Added By The Check'),
      )
    },
  },
  {
    // The sources are the same but the client code came out otherwise (a compiler that is not
    // reproducible): the pages put back would load chunks that are gone, so every page is
    // rendered again after all.
    name: "product 1's price again, the last export's client code id not this build's",
    apply: () => {
      edit(fileOf('products/items', '1-'), /^price: \d+/m, 'price: 44')
      const manifest = JSON.parse(readFileSync(MANIFEST, 'utf8'))
      writeFileSync(MANIFEST, JSON.stringify({ ...manifest, buildId: 'another-client-build' }))
    },
    says: /every page is rendered again/,
  },
]

/** `npm run build` with `args`; its seconds and the lines that say what it rendered. */
function build(args) {
  const started = Date.now()
  const result = spawnSync('npm', ['run', 'build', '--', ...args], { env, encoding: 'utf8' })
  if (result.status !== 0) {
    process.stdout.write(result.stdout)
    process.stderr.write(result.stderr)
    throw new Error(`npm run build ${args.join(' ')} failed`)
  }
  const said = result.stdout.split('\n').filter((line) => /^render( plan)?:/.test(line))
  return { seconds: (Date.now() - started) / 1000, said }
}

let failed = false
try {
  const first = build(['--full'])
  console.log(`check-incremental: the whole build ${first.seconds.toFixed(0)} s`)
  for (const round of ROUNDS) {
    round.apply()
    const changed = build([])
    const incremental = join(work, 'incremental')
    rmSync(incremental, { recursive: true, force: true })
    renameSync('out', incremental)
    const whole = build(['--full'])
    const { files, differences } = compareExports(incremental, 'out')
    console.log(
      `check-incremental: ${round.name}: ${changed.seconds.toFixed(0)} s rendering what changed, ${whole.seconds.toFixed(0)} s whole\n  ${changed.said.join('\n  ')}`,
    )
    if (round.says && !changed.said.some((line) => round.says.test(line))) {
      failed = true
      console.log(`  the build did not say ${round.says}`)
    }
    if (differences.length) {
      failed = true
      console.log(`  DIFFERS from the whole build in ${differences.length} files:`)
      for (const line of differences.slice(0, 30)) console.log(`    ${line}`)
    } else {
      console.log(`  the same export as the whole build, byte for byte (${files} files)`)
    }
  }
} finally {
  if (posts) rmSync(posts, { recursive: true, force: true })
  if (!values.keep) rmSync(work, { recursive: true, force: true })
  rmSync(join('.scratch', 'check-incremental'), { recursive: true, force: true })
}
process.exitCode = failed ? 1 : 0
