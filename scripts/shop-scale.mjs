#!/usr/bin/env node
// How the shop's cost grows with the catalogue: builds the site with generated catalogues
// (SHOP_FIXTURE_SIZE, see content/products/fixture.ts) and prints /shop's HTML bytes, its
// first-load JavaScript, the catalogue index the browser fetches on the first sort or filter,
// the whole export's files, bytes and largest file (with the host limits it passes), and the build
// time. Usage: node scripts/shop-scale.mjs [sizes, default 20,500,2000]
// It rebuilds out/ each time; run it in a scratch copy if out/ is being served.
import { spawnSync } from 'node:child_process'
import { join } from 'node:path'
import { readFileSync } from 'node:fs'
import { gzipSync } from 'node:zlib'
import { exportStats, firstLoadJs, hostWarnings, kb } from './lib/export-size.mjs'

const sizes = (process.argv[2] ?? '20,500,2000').split(',').map(Number)
const out = join(process.cwd(), 'out')
const rows = []
for (const size of sizes) {
  const started = Date.now()
  const build = spawnSync('npm', ['run', 'build'], {
    env: { ...process.env, SHOP_FIXTURE_SIZE: String(size) },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  if (build.status !== 0) throw new Error(`build with ${size} products failed`)
  const seconds = (Date.now() - started) / 1000
  // Read afresh each round (the export-size helpers cache by file name).
  const sizeOf = (file) => {
    const bytes = readFileSync(file)
    return { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length }
  }
  const html = sizeOf(join(out, 'shop.html'))
  const index = sizeOf(join(out, 'shop-index.json'))
  rows.push({
    size,
    html: `${kb(html.raw)} (${kb(html.gzip)} gz)`,
    js: kb(firstLoadJs(out, '/shop')),
    index: `${kb(index.raw)} (${kb(index.gzip)} gz)`,
    pages: size + Math.ceil(size / 9) - 1,
    build: `${seconds.toFixed(0)} s`,
    export: exportStats(out),
  })
  rows.at(-1).warnings = hostWarnings(rows.at(-1).export)
  console.log(JSON.stringify(rows.at(-1)))
}
console.log(
  '| products | /shop HTML | /shop first-load JS (gz) | /shop-index.json | shop detail + list pages | export files | export bytes | largest file | build |',
)
console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- |')
for (const r of rows)
  console.log(
    `| ${r.size} | ${r.html} | ${r.js} | ${r.index} | ${r.pages} | ${r.export.files} | ${(r.export.bytes / 1024 / 1024).toFixed(1)} MB | ${r.export.largest.path} (${kb(r.export.largest.bytes)}) | ${r.build} |`,
  )
