// Deploys an export folder to a bucket: lists the objects under the prefix once, uploads the
// files whose bytes differ (ETag against the file's MD5) in parallel up to a bound, deletes what
// the export no longer holds when asked, and says what it did. The keys and headers come from
// scripts/lib/deploy/s3-deploy.mjs.
import { createHash } from 'node:crypto'
import { readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import {
  DeleteObjectsCommand,
  ListObjectsV2Command,
  PutBucketWebsiteCommand,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3'
import { normalisePrefix, objectHeaders, objectKeys, planDeploy } from './s3-deploy.mjs'
import { HOST_CONFIG } from '../static-server/resolve.mjs'

/**
 * A client for AWS, or for a compatible store at `endpoint` (path-style URLs, which every such
 * store answers). Checksums only where an operation requires one: many compatible stores reject
 * the SDK's default streamed checksums; each upload sends its Content-MD5 instead.
 */
export function s3Client({ region, endpoint, credentials } = {}) {
  return new S3Client({
    region: region || process.env.AWS_REGION || process.env.AWS_DEFAULT_REGION || 'us-east-1',
    ...(endpoint ? { endpoint, forcePathStyle: true } : {}),
    ...(credentials ? { credentials } : {}),
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  })
}

/** The export's files as '/'-separated paths, without dotfiles or host configuration files. */
export async function exportFiles(dir, under = '') {
  const files = []
  for (const entry of await readdir(join(dir, under), { withFileTypes: true })) {
    if (entry.name.startsWith('.') || (!under && HOST_CONFIG.has(entry.name))) continue
    const path = under ? `${under}/${entry.name}` : entry.name
    if (entry.isDirectory()) files.push(...(await exportFiles(dir, path)))
    else if (entry.isFile()) files.push(path)
  }
  return files.sort()
}

/** Runs `task` over `items` with at most `limit` at a time; resolves to the results in order. */
export async function mapLimit(items, limit, task) {
  const results = new Array(items.length)
  let next = 0
  const worker = async () => {
    while (next < items.length) {
      const index = next++
      results[index] = await task(items[index], index)
    }
  }
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker))
  return results
}

/** Key -> ETag of every object under the prefix. */
async function remoteObjects(client, bucket, prefix) {
  const objects = new Map()
  let ContinuationToken
  do {
    const page = await client.send(
      new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix || undefined, ContinuationToken }),
    )
    for (const item of page.Contents ?? []) objects.set(item.Key, item.ETag ?? '')
    ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined
  } while (ContinuationToken)
  return objects
}

/**
 * Deploys `dir` to `bucket` under `prefix`. `rules` are the export's `_headers` rules, matched
 * as served under `basePath`. With `dryRun` nothing is written. Resolves to a summary: files,
 * bytes, objects, uploaded (and their bytes), skipped, deleted, seconds, and the plan.
 */
export async function deployExport(options) {
  const { client, dir, bucket, rules = [], basePath = '', concurrency = 16 } = options
  const { del = false, force = false, dryRun = false, website = false, log = () => {} } = options
  const started = performance.now()
  const prefix = normalisePrefix(options.prefix)
  const files = await exportFiles(dir)
  const read = await mapLimit(files, concurrency, async (file) => {
    const body = await readFile(join(dir, file))
    const md5 = createHash('md5').update(body).digest('hex')
    const headers = objectHeaders(file, { rules, basePath })
    const keys = objectKeys(file, prefix)
    return {
      size: body.length,
      items: keys.map((key) => ({ key, file, md5, size: body.length, headers })),
    }
  })
  const local = read.flatMap((entry) => entry.items)
  const remote = await remoteObjects(client, bucket, prefix)
  const plan = planDeploy(local, remote, { del, force })
  const bytes = read.reduce((sum, entry) => sum + entry.size, 0)

  if (!dryRun) {
    await mapLimit(plan.upload, concurrency, async (item) => {
      const body = await readFile(join(dir, item.file))
      const ContentMD5 = createHash('md5').update(body).digest('base64')
      await client.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: item.key,
          Body: body,
          ContentMD5,
          ...item.headers,
        }),
      )
      log(`uploaded ${item.key} (${item.headers.ContentType})`)
    })
    for (let start = 0; start < plan.remove.length; start += 1000) {
      const Objects = plan.remove.slice(start, start + 1000).map((Key) => ({ Key }))
      const answer = await client.send(
        new DeleteObjectsCommand({ Bucket: bucket, Delete: { Objects, Quiet: true } }),
      )
      if (answer.Errors?.length) {
        throw new Error(`could not delete ${answer.Errors.map((error) => error.Key).join(', ')}`)
      }
      for (const { Key } of Objects) log(`deleted ${Key}`)
    }
    if (website) {
      const WebsiteConfiguration = {
        IndexDocument: { Suffix: 'index.html' },
        ErrorDocument: { Key: `${prefix}404.html` },
      }
      await client.send(new PutBucketWebsiteCommand({ Bucket: bucket, WebsiteConfiguration }))
      log(`website: index document index.html, error document ${prefix}404.html`)
    }
  }
  return {
    files: files.length,
    bytes,
    objects: local.length,
    uploaded: plan.upload.length,
    uploadedBytes: plan.upload.reduce((sum, item) => sum + item.size, 0),
    skipped: plan.skipped,
    deleted: plan.remove.length,
    seconds: (performance.now() - started) / 1000,
    plan,
  }
}
