#!/usr/bin/env node
// How long `npm run deploy:s3` takes for an export, against a local S3 stand-in (s3rver on
// 127.0.0.1 over a temporary folder): the first deploy of the whole export, then the same export
// again (nothing to upload), then after one page of it changed (one page, under its two keys).
// The stand-in writes to this machine's disk, so the figures are the deploy's own work (listing,
// hashing, requests) with no network between: a real bucket adds the round trips.
// Usage: node scripts/deploy-s3-timing.mjs [DIR, default out] [--concurrency 16]
import { spawnSync } from 'node:child_process'
import { getCiphers } from 'node:crypto'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { parseArgs } from 'node:util'
import S3rver from 's3rver'
import { listInKeyOrder } from './lib/deploy/s3rver-key-order.mjs'
import { deployExport, s3Client } from './lib/deploy/s3-sync.mjs'
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
const store = mkdtempSync(join(tmpdir(), 's3-timing-'))
listInKeyOrder()
const server = new S3rver({
  address: '127.0.0.1',
  port: 0,
  silent: true,
  directory: store,
  configureBuckets: [{ name: 'site' }],
})
const { port } = await server.run()
const client = s3Client({
  endpoint: `http://127.0.0.1:${port}`,
  region: 'us-east-1',
  credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
})
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
  if (summary.uploaded <= 5)
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
  await server.close()
  client.destroy()
  rmSync(store, { recursive: true, force: true })
}
