#!/usr/bin/env node
// How the export grows with the catalogue: builds the site with N generated products
// (SHOP_FIXTURE_SIZE, see content/products/fixture.ts) and N/10 more posts (copies of the
// blog-list posts with new ids, titles and dates, in a folder read through BLOG_EXTRA_POSTS_DIR),
// and prints, per size: pages, files, bytes, files and KB a page, the largest folders, the build's
// seconds and seconds per 1,000 pages, each DEPLOY_TARGET host it passes, /shop's HTML and
// first-load JavaScript and the catalogue index. The table goes to bench/scale.md too.
// Usage: node scripts/shop-scale.mjs [sizes, default 20,500,2000,5000] [--no-write]
// It rebuilds out/ each time; run it in a scratch copy if out/ is being served.
import { spawnSync } from 'node:child_process'
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import {
  DEPLOY_TARGETS,
  exportStats,
  firstLoadJs,
  kb,
  largestFoldersLine,
  targetProblems,
} from './lib/export/export-size.mjs'
import { extraPosts } from './lib/export/scale-posts.mjs'

const sizes = (process.argv[2] ?? '20,500,2000,5000').split(',').map(Number)
const out = join(process.cwd(), 'out')
const sizeOf = (file) => {
  const bytes = readFileSync(file)
  return { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length }
}
const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MB`

const rows = []
for (const size of sizes) {
  const posts = Math.round(size / 10)
  const folder = posts ? extraPosts(posts) : ''
  const started = Date.now()
  const build = spawnSync('npm', ['run', 'build'], {
    env: {
      ...process.env,
      SHOP_FIXTURE_SIZE: String(size),
      ...(folder ? { BLOG_EXTRA_POSTS_DIR: folder } : {}),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  if (folder) rmSync(folder, { recursive: true, force: true })
  if (build.status !== 0) throw new Error(`build with ${size} products failed`)
  const seconds = (Date.now() - started) / 1000
  const stats = exportStats(out)
  const html = sizeOf(join(out, 'shop.html'))
  const index = sizeOf(join(out, 'shop-index.json'))
  const row = {
    size,
    posts,
    stats,
    seconds,
    passes: Object.keys(DEPLOY_TARGETS).filter((t) => targetProblems(stats, t).length > 0),
    folders: largestFoldersLine(stats, 3).replace(/^largest folders: /, ''),
    shop: `${kb(html.gzip)} gz, JS ${kb(firstLoadJs(out, '/shop'))}, index ${kb(index.gzip)} gz`,
  }
  rows.push(row)
  console.log(JSON.stringify({ ...row, stats: { ...stats, folders: undefined } }))
}

const table = [
  '| products + posts | pages | files | bytes | files a page | KB a page | largest folders | build | s per 1,000 pages | over the limits of | /shop |',
  '| --- | ---: | ---: | ---: | ---: | ---: | --- | ---: | ---: | --- | --- |',
  ...rows.map(
    (r) =>
      `| ${r.size} + ${r.posts} | ${r.stats.pages} | ${r.stats.files} | ${mb(r.stats.bytes)} | ${(r.stats.files / r.stats.pages).toFixed(2)} | ${(r.stats.bytes / r.stats.pages / 1024).toFixed(1)} | ${r.folders} | ${r.seconds.toFixed(0)} s | ${((r.seconds / r.stats.pages) * 1000).toFixed(1)} s | ${r.passes.join(', ') || 'none'} | ${r.shop} |`,
  ),
].join('\n')
console.log(table)
if (!process.argv.includes('--no-write')) {
  mkdirSync('bench', { recursive: true })
  writeFileSync(
    join('bench', 'scale.md'),
    `# The export at scale\n\n\`node scripts/shop-scale.mjs ${sizes.join(',')}\` on ${new Date().toISOString().slice(0, 10)}: N products and N/10 more posts.\n\n${table}\n`,
  )
}
