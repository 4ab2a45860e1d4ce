#!/usr/bin/env node
// Deploys the export (out/) to S3 or an S3-compatible store (MinIO, Cloudflare R2, Backblaze B2,
// ...): each file under its key with its Content-Type and Cache-Control, each page also under its
// clean URL (`pricing`), unchanged objects skipped, and a summary at the end.
//
// Usage: node scripts/deploy-s3.mjs --bucket NAME [--prefix PATH] [--endpoint URL]
//          [--region REGION] [--dir out] [--delete] [--force] [--website] [--dry-run]
//          [--concurrency 16] [--headers-policy FILE]
// Credentials: AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY (AWS_SESSION_TOKEN), or any other source
// the AWS SDK reads (a profile, an instance role). The prefix defaults to the path prefix the
// export was built for (`coverbridge/` for NEXT_PUBLIC_BASE_PATH=/coverbridge).
// --delete removes objects under the prefix that the export no longer holds; --force uploads
// every file (after a change of headers alone); --website makes the bucket a website with
// index.html and the 404 page; --dry-run lists what would change and writes nothing;
// --headers-policy FILE writes the CloudFront response headers policy for the headers no object
// can carry (without --bucket, only that).
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { readStamp } from './lib/export/build-stamp.mjs'
import { normalisePrefix } from './lib/deploy/s3-deploy.mjs'
import { cloudFrontHeadersPolicy } from './lib/deploy/s3-headers-policy.mjs'
import { deployExport, s3Client } from './lib/deploy/s3-sync.mjs'
import { parseHeadersFile } from './lib/static-server/header-rules.mjs'

const { values: options } = parseArgs({
  options: {
    bucket: { type: 'string' },
    prefix: { type: 'string' },
    endpoint: { type: 'string' },
    region: { type: 'string' },
    dir: { type: 'string', default: 'out' },
    delete: { type: 'boolean', default: false },
    force: { type: 'boolean', default: false },
    website: { type: 'boolean', default: false },
    'dry-run': { type: 'boolean', default: false },
    concurrency: { type: 'string', default: '16' },
    'headers-policy': { type: 'string' },
  },
})

const dir = resolve(options.dir)
if (!existsSync(join(dir, 'index.html'))) {
  console.error(`deploy-s3: nothing to deploy, ${dir}/index.html is missing (npm run build:deploy)`)
  process.exit(1)
}
const concurrency = Number(options.concurrency)
if (!Number.isInteger(concurrency) || concurrency < 1) {
  console.error('deploy-s3: --concurrency takes a whole number from 1')
  process.exit(2)
}

const stamp = readStamp(dir)
const basePath = stamp?.basePath ?? ''
const prefix = options.prefix ?? basePath
const headersFile = join(dir, '_headers')
const rules = existsSync(headersFile) ? parseHeadersFile(readFileSync(headersFile, 'utf8')) : []
if (stamp?.kind === 'e2e')
  console.warn('deploy-s3: warning, this is the test build (npm run build:e2e)')

if (options['headers-policy']) {
  const { config, elsewhere } = cloudFrontHeadersPolicy(rules, { basePath })
  writeFileSync(options['headers-policy'], `${JSON.stringify(config, null, 2)}\n`)
  console.log(`deploy-s3: wrote ${options['headers-policy']} (CloudFront response headers policy)`)
  for (const { pattern, name, value } of elsewhere) {
    console.log(`  ${pattern} needs a cache behaviour of its own for ${name}: ${value}`)
  }
}

// The policy alone is a run of its own: no bucket, nothing uploaded.
if (!options.bucket) {
  if (options['headers-policy']) process.exit(0)
  console.error('deploy-s3: --bucket NAME is required')
  process.exit(2)
}
const dryRun = options['dry-run']
const summary = await deployExport({
  client: s3Client({ region: options.region, endpoint: options.endpoint }),
  dir,
  bucket: options.bucket,
  prefix,
  basePath,
  rules,
  concurrency,
  del: options.delete,
  force: options.force,
  dryRun,
  website: options.website,
  log: (line) => console.log(`  ${line}`),
}).catch((error) => {
  console.error(`deploy-s3: ${error.name}: ${error.message}`)
  process.exit(1)
})

if (dryRun) {
  for (const item of summary.plan.upload) {
    console.log(
      `  would upload ${item.key} (${item.headers.ContentType}; ${item.headers.CacheControl})`,
    )
  }
  for (const key of summary.plan.remove) console.log(`  would delete ${key}`)
}
const where = `s3://${options.bucket}/${normalisePrefix(prefix)}`
console.log(
  `deploy-s3${dryRun ? ' (dry run, nothing written)' : ''}: ${where} ${summary.files} files, ` +
    `${summary.bytes} bytes, ${summary.objects} objects; ${summary.uploaded} uploaded ` +
    `(${summary.uploadedBytes} bytes), ${summary.skipped} skipped as unchanged, ` +
    `${summary.deleted} deleted, ${summary.seconds.toFixed(1)} s` +
    (summary.uploaded === 0 && summary.deleted === 0
      ? ': the bucket already holds this export'
      : ''),
)
