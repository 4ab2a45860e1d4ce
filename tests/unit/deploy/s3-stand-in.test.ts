// @vitest-environment node
// The S3 stand-in the deploy is timed against lists a bucket in key order, as S3 does, page after
// page: scripts/lib/deploy/s3-stand-in.mjs.
import {
  DeleteObjectCommand,
  ListObjectsCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  type S3Client,
} from '@aws-sdk/client-s3'
import { startS3StandIn } from '@/scripts/lib/deploy/s3-stand-in.mjs'

// Keys as an export's: a page's object beside a folder of the same name ('shop', 'shop/page/2'),
// names that sort around '/' ('shop-details/1', 'shop.html'), written out of order.
const KEYS = [
  'shop/page/2',
  'shop.html',
  'shop-details/10',
  'shop',
  'a.txt',
  'shop-details/1.html',
  'shop/category/books',
  'shop-details/1',
  'zz',
  'shop/page/10',
]

describe('the S3 stand-in, listing in key order', { timeout: 60_000 }, () => {
  let standIn: Awaited<ReturnType<typeof startS3StandIn>>
  let client: S3Client
  // Paged by the last key of each page (the first listing's Marker: s3rver's continuation tokens
  // need a DES cipher that OpenSSL 3 keeps in its legacy provider; the timing script turns it on).
  // Both page the store's listing alike, after a key, so many keys at a time.
  const listAll = async (MaxKeys: number) => {
    const keys: string[] = []
    let truncated = true
    while (truncated) {
      const page = await client.send(
        new ListObjectsCommand({ Bucket: 'site', MaxKeys, Marker: keys.at(-1) }),
      )
      keys.push(...(page.Contents ?? []).map((item) => item.Key!))
      truncated = page.IsTruncated ?? false
    }
    return keys
  }
  const put = (Key: string) => client.send(new PutObjectCommand({ Bucket: 'site', Key, Body: Key }))

  beforeAll(async () => {
    standIn = await startS3StandIn({ prefix: 's3rver-order-' })
    client = standIn.client
    for (const key of KEYS) await put(key)
  })

  afterAll(() => standIn?.close())

  it('lists every key once, in key order, whatever the page size', async () => {
    const sorted = [...KEYS].sort()
    for (const size of [1, 2, 3, 1000]) expect(await listAll(size)).toEqual(sorted)
    // The deploy's own listing (one page here) likewise.
    const page = await client.send(new ListObjectsV2Command({ Bucket: 'site' }))
    expect(page.Contents?.map((item) => item.Key)).toEqual(sorted)
  })

  it('lists what was written or deleted since the last listing', async () => {
    await listAll(2)
    await client.send(new DeleteObjectCommand({ Bucket: 'site', Key: 'shop' }))
    await put('shop-details/2')
    expect(await listAll(2)).toEqual(
      [...KEYS.filter((key) => key !== 'shop'), 'shop-details/2'].sort(),
    )
  })

  it('keeps the prefix and the delimiter of a listing', async () => {
    const page = await client.send(
      new ListObjectsV2Command({ Bucket: 'site', Prefix: 'shop/', Delimiter: '/' }),
    )
    expect(page.Contents ?? []).toEqual([])
    expect(page.CommonPrefixes?.map((entry) => entry.Prefix)).toEqual([
      'shop/category/',
      'shop/page/',
    ])
    const all = await client.send(
      new ListObjectsV2Command({ Bucket: 'site', Prefix: 'shop/page/' }),
    )
    expect(all.Contents?.map((item) => item.Key)).toEqual(['shop/page/10', 'shop/page/2'])
  })
})
