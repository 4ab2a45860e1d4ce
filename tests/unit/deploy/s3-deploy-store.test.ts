// @vitest-environment node
// A real deploy of a small export to an S3-compatible server (s3rver, started in this process on
// a free port over a temp folder), read back with the AWS SDK; the CLI runs as a child process.
import { execFile } from 'node:child_process'
import { readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { promisify } from 'node:util'
import {
  GetBucketWebsiteCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  type S3Client,
} from '@aws-sdk/client-s3'
import { compareDigests, exportDigests } from '@/scripts/lib/export/changes.mjs'
import { cloudFrontHeadersPolicy } from '@/scripts/lib/deploy/s3-headers-policy.mjs'
import { startS3StandIn, STAND_IN_CREDENTIALS } from '@/scripts/lib/deploy/s3-stand-in.mjs'
import { deployExport } from '@/scripts/lib/deploy/s3-sync.mjs'
import { parseHeadersFile } from '@/scripts/lib/static-server/header-rules.mjs'
import { FIXTURE, NOT_UPLOADED, writeExport } from './export-fixture'

const rules = parseHeadersFile(readFileSync(join(process.cwd(), 'public', '_headers'), 'utf8'))

describe('a deploy to an S3-compatible server', { timeout: 60_000 }, () => {
  const BUCKET = 'site'
  const PREFIX = 'www/'
  let dir: string
  let standIn: Awaited<ReturnType<typeof startS3StandIn>>
  let store: string
  let endpoint: string
  let client: S3Client
  const deploy = (options: { del?: boolean; website?: boolean; dryRun?: boolean } = {}) =>
    deployExport({ client, dir, bucket: BUCKET, prefix: PREFIX, rules, ...options })
  const head = (key: string) => client.send(new HeadObjectCommand({ Bucket: BUCKET, Key: key }))
  const body = async (key: string) =>
    Buffer.from(
      await (
        await client.send(new GetObjectCommand({ Bucket: BUCKET, Key: key }))
      ).Body!.transformToByteArray(),
    )
  const env = {
    ...process.env,
    AWS_ACCESS_KEY_ID: STAND_IN_CREDENTIALS.accessKeyId,
    AWS_SECRET_ACCESS_KEY: STAND_IN_CREDENTIALS.secretAccessKey,
  }
  const script = (...args: string[]) =>
    promisify(execFile)(process.execPath, ['scripts/deploy-s3.mjs', '--dir', dir, ...args], { env })
  const cli = (...args: string[]) =>
    script('--bucket', BUCKET, '--prefix', PREFIX, '--endpoint', endpoint, ...args)

  beforeAll(async () => {
    dir = writeExport()
    standIn = await startS3StandIn({ bucket: BUCKET, prefix: 's3rver-' })
    ;({ store, endpoint, client } = standIn)
  }, 60_000)

  afterAll(async () => {
    await standIn.close()
    await expect(fetch(endpoint)).rejects.toThrow()
    rmSync(dir, { recursive: true, force: true })
  }, 60_000)

  it('stores every file with its type, caching and bytes, and pages under their clean URL', async () => {
    const summary = await deploy({ website: true })
    const files = Object.keys(FIXTURE)
    expect(summary).toMatchObject({
      files: files.length,
      uploaded: files.length + 3,
      skipped: 0,
      deleted: 0,
    })
    for (const [file, [bytes, type, cache]] of Object.entries(FIXTURE)) {
      const object = await head(`${PREFIX}${file}`)
      expect([file, object.ContentType, object.CacheControl]).toEqual([file, type, cache])
      expect(await body(`${PREFIX}${file}`)).toEqual(Buffer.from(bytes))
    }
    for (const page of ['pricing', 'blog', 'blog/page/2']) {
      expect((await head(`${PREFIX}${page}`)).ContentType).toBe('text/html; charset=utf-8')
      expect(await body(`${PREFIX}${page}`)).toEqual(Buffer.from(FIXTURE[`${page}.html`]![0]))
    }
    for (const file of NOT_UPLOADED) await expect(head(`${PREFIX}${file}`)).rejects.toThrow()
    const website = await client.send(new GetBucketWebsiteCommand({ Bucket: BUCKET }))
    expect([website.IndexDocument?.Suffix, website.ErrorDocument?.Key]).toEqual([
      'index.html',
      'www/404.html',
    ])
  })

  it('uploads nothing the second time and says so', async () => {
    const { stdout } = await cli()
    expect(stdout).toMatch(
      / 0 uploaded \(0 bytes\), 26 skipped as unchanged, 0 deleted, [\d.]+ s: the bucket already holds this export/,
    )
  })

  it('uploads a changed page under both keys; a dry run first writes nothing', async () => {
    const before = (await head(`${PREFIX}pricing`)).ETag
    writeFileSync(join(dir, 'pricing.html'), '<!DOCTYPE html><title>New prices</title>')
    const { stdout } = await cli('--dry-run')
    expect(stdout).toContain(
      'would upload www/pricing.html (text/html; charset=utf-8; public, max-age=0, must-revalidate)',
    )
    expect(stdout).toContain('(dry run, nothing written)')
    expect((await head(`${PREFIX}pricing`)).ETag).toBe(before)
    expect((await deploy()).plan.upload.map((item) => item.key)).toEqual([
      'www/pricing.html',
      'www/pricing',
    ])
    expect((await body(`${PREFIX}pricing`)).toString()).toContain('New prices')
  })

  it('deletes objects the export no longer holds only with --delete, and nothing outside the prefix', async () => {
    for (const Key of [`${PREFIX}old-page.html`, 'other/keep.txt']) {
      await client.send(new PutObjectCommand({ Bucket: BUCKET, Key, Body: 'stale' }))
    }
    expect((await deploy()).deleted).toBe(0)
    await head(`${PREFIX}old-page.html`)
    const summary = await deploy({ del: true })
    expect([summary.deleted, summary.uploaded]).toEqual([1, 0])
    await expect(head(`${PREFIX}old-page.html`)).rejects.toThrow()
    expect((await head('other/keep.txt')).ContentLength).toBe(5)
  })

  it('uploads exactly the files the export report counts as new or changed since the deployed export', async () => {
    await deploy({ del: true })
    const before = exportDigests(dir)
    writeFileSync(join(dir, 'blog.html'), '<!DOCTYPE html><title>Blog, edited</title>')
    writeFileSync(join(dir, 'blog', 'page', '3.html'), '<!DOCTYPE html><title>Blog, page 3</title>')
    const changes = compareDigests(before, exportDigests(dir))
    expect(changes.upload).toEqual(['blog.html', 'blog/page/3.html'])
    const { stdout } = await cli('--dry-run')
    const wouldUpload = [...stdout.matchAll(/would upload www\/(\S+)/g)].map(([, key]) => key)
    // Each page goes up under its file's key and its clean URL.
    expect(wouldUpload.sort()).toEqual(['blog', 'blog.html', 'blog/page/3', 'blog/page/3.html'])
    const summary = await deploy()
    expect(summary.plan.upload.map((item) => item.key).sort()).toEqual(
      wouldUpload.map((key) => `${PREFIX}${key}`).sort(),
    )
    expect(summary.uploaded).toBe(4)
  })

  it('writes the CDN headers policy alone when given no bucket', async () => {
    const file = `${store}-policy.json`
    const { stdout } = await script('--headers-policy', file)
    expect(stdout).toContain('/admin/* needs a cache behaviour of its own for X-Robots-Tag')
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual(cloudFrontHeadersPolicy(rules).config)
    rmSync(file)
  })
})
