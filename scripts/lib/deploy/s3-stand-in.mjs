// The S3 stand-in the deploy is tested and timed against: s3rver, started in this process on a
// free port of 127.0.0.1 over a folder, with one bucket, and a client of it.
//
// s3rver lists a bucket in the order its folders are
// read from disk, not in key order as S3 does, and pages the listing by the last key of a page:
// a key that sorts before it but is read after it is left out of every later page. At a few
// thousand objects that happened to fall right; at 5,000 products (28,282 objects) the listing
// returned 11,694, so a second deploy of the same export uploaded the other 16,588 again. This
// replaces the store's listing with one in key order (the keys read once and kept until an object
// is written or deleted), so the stand-in answers as S3 does and the timings are of our deploy.
import { mkdtempSync, rmSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import S3rver from 's3rver'
import { s3Client } from './s3-sync.mjs'

const require = createRequire(import.meta.url)
const FilesystemStore = require('s3rver/lib/stores/filesystem.js')
const S3Object = require('s3rver/lib/models/object.js')
const { walk } = require('s3rver/lib/utils.js')

const OBJECT_SUFFIX = '._S3rver_object'

/** Every key of a bucket in the store's folder, in key order (UTF-16 code units, as S3's ASCII keys). */
function keysOf(bucketPath) {
  const keys = []
  for (const path of walk(bucketPath)) {
    if (!path.endsWith(OBJECT_SUFFIX)) continue
    keys.push(
      FilesystemStore.decodeKeyPath(path.slice(bucketPath.length + 1, -OBJECT_SUFFIX.length)),
    )
  }
  return keys.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
}

/** Patches s3rver's filesystem store, once: listings in key order, as S3 lists. */
export function listInKeyOrder() {
  const proto = FilesystemStore.prototype
  if (proto.listInKeyOrder) return
  proto.listInKeyOrder = true
  const cache = new Map()
  for (const method of ['putObject', 'copyObject', 'deleteObject', 'putObjectMultipart']) {
    const original = proto[method]
    proto[method] = function (...args) {
      cache.clear()
      return original.apply(this, args)
    }
  }
  proto.listObjects = async function (bucket, options) {
    const { delimiter = '', startAfter = '', prefix = '', maxKeys = Infinity } = options
    const bucketPath = this.getBucketPath(bucket)
    if (!cache.has(bucketPath)) cache.set(bucketPath, keysOf(bucketPath))
    const commonPrefixes = new Set()
    const keys = []
    let isTruncated = false
    for (const key of cache.get(bucketPath)) {
      if (key <= startAfter || !key.startsWith(prefix)) continue
      const at = delimiter ? key.slice(prefix.length).indexOf(delimiter) : -1
      if (at !== -1) {
        commonPrefixes.add(key.slice(0, prefix.length + at + 1))
        continue
      }
      if (keys.length === maxKeys) {
        isTruncated = true
        break
      }
      keys.push(key)
    }
    const metadata = await Promise.all(
      keys.map((key) =>
        this.getMetadata(bucket, key).catch((error) => {
          if (error.code === 'ENOENT') return undefined
          throw error
        }),
      ),
    )
    return {
      objects: keys.flatMap((key, index) =>
        metadata[index] ? [new S3Object(bucket, key, null, metadata[index])] : [],
      ),
      commonPrefixes: [...commonPrefixes].sort(),
      isTruncated,
    }
  }
}

/** The stand-in's account: s3rver accepts these and only these. */
export const STAND_IN_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' }

/**
 * Starts the stand-in with `bucket` in a new temporary folder (its `store`), listing in key order.
 * `close()` stops it, closes the client and deletes the folder.
 */
export async function startS3StandIn({ bucket = 'site', prefix = 's3-stand-in-' } = {}) {
  listInKeyOrder()
  const store = mkdtempSync(join(tmpdir(), prefix))
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: store,
    configureBuckets: [{ name: bucket }],
  })
  const { port } = await server.run()
  const endpoint = `http://127.0.0.1:${port}`
  const client = s3Client({ endpoint, region: 'us-east-1', credentials: STAND_IN_CREDENTIALS })
  return {
    endpoint,
    client,
    store,
    async close() {
      client.destroy()
      await server.close()
      rmSync(store, { recursive: true, force: true })
    },
  }
}
