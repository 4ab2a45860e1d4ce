#!/usr/bin/env node
// How long `npm run deploy:s3` takes for an export, against a local S3 stand-in (s3rver on
// 127.0.0.1 over a temporary folder): the first deploy of the whole export, then the same export
// again (nothing to upload), then after one page of it changed (one page, under its two keys).
// The stand-in writes to this machine's disk, so the figures are the deploy's own work (listing,
// hashing, requests) with no network between: a real bucket adds the round trips.
// Usage: node scripts/deploy-s3-timing.mjs [DIR, default out] [--concurrency 16]
import { spawnSync } from 'node:child_process'
import { getCiphers } from 'node:crypto'
import { readFileSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { startS3StandIn } from './lib/deploy/s3-stand-in.mjs'
import { deployExport } from './lib/deploy/s3-sync.mjs'
import { parseHeadersFile } from './lib/static-server/header-rules.mjs'

// s3rver pages a listing past 1,000 objects with a DES-encrypted token, a cipher OpenSSL 3 keeps
// in its legacy provider: without it, the second listing of a large export fails.
if (!getCiphers().includes('des')) {
  const again = spawnSync(
    process.execPath,
    ['--openssl-legacy-provider', ...process.argv.slice(1)],
    { stdio: 'inherit' },
  )
  process.exit(again.status ?? 1)
}

const { values, positionals } = parseArgs({
  options: { concurrency: { type: 'string', default: '16' } },
  allowPositionals: true,
})
const dir = resolve(positionals[0] ?? 'out')
const standIn = await startS3StandIn({ prefix: 's3-timing-' })
const { client } = standIn
const rules = parseHeadersFile(readFileSync(join(dir, '_headers'), 'utf8'))
const deploy = async (label) => {
  const started = Date.now()
  const summary = await deployExport({
    client,
    dir,
    bucket: 'site',
    rules,
    concurrency: Number(values.concurrency),
  })
  console.log(
    `${label}: ${summary.files} files, ${summary.uploaded} objects uploaded (${(summary.uploadedBytes / 1e6).toFixed(1)} MB), ${summary.skipped} skipped, ${((Date.now() - started) / 1000).toFixed(1)} s`,
  )
  // What went up, when it is a few objects: the changed page and nothing else.
  if (summary.uploaded > 0 && summary.uploaded <= 5)
    console.log(`  ${summary.plan.upload.map((item) => item.key).join(', ')}`)
}
const page = join(dir, 'pricing.html')
const original = readFileSync(page)
try {
  await deploy('first deploy')
  await deploy('the same export again')
  writeFileSync(page, Buffer.concat([original, Buffer.from('\n')]))
  await deploy('one page changed')
} finally {
  writeFileSync(page, original)
  await standIn.close()
}
