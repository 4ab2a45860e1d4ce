// How the static export maps onto an object store (S3 or a compatible one): the keys of each file,
// the headers stored with each object, and what a deploy uploads, skips and deletes. Pure
// functions: scripts/lib/deploy/s3-sync.mjs talks to the store, scripts/deploy-s3.mjs reads the options.
//
// An object store answers with the headers stored on the object and nothing else, so each object
// carries its own Content-Type and Cache-Control. The other headers of `_headers` (HSTS,
// frame-ancestors, X-Frame-Options...) cannot live on an object: the CDN in front adds them
// (scripts/lib/deploy/s3-headers-policy.mjs).
import { pathsOfFile } from '../static-server/header-rules.mjs'

export const TYPES = {
  '.html': 'text/html; charset=utf-8',
  // Router payloads: Next's exported client accepts text/plain for them, and robots.txt is one.
  '.txt': 'text/plain; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.yml': 'text/yaml; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.avif': 'image/avif',
  '.webp': 'image/webp',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.wasm': 'application/wasm',
  '.webmanifest': 'application/manifest+json',
  // Pagefind's index, fragments, metadata, filters and its WebAssembly are gzipped blobs that
  // its script fetches and inflates itself: plain bytes, never Content-Encoding.
  '.pf_fragment': 'application/octet-stream',
  '.pf_index': 'application/octet-stream',
  '.pf_meta': 'application/octet-stream',
  '.pf_filter': 'application/octet-stream',
  '.pagefind': 'application/octet-stream',
}

export const IMMUTABLE = 'public, max-age=31536000, immutable'
export const A_DAY = 'public, max-age=86400'
export const REVALIDATE = 'public, max-age=0, must-revalidate'

/** Headers of `_headers` that an object can carry, by the name PutObject gives them. */
const OBJECT_FIELDS = {
  'cache-control': 'CacheControl',
  'content-type': 'ContentType',
  'content-language': 'ContentLanguage',
  'content-disposition': 'ContentDisposition',
}

/** 'site/v2/' from ' /site/v2/ ', '' from '' or '/'. */
export function normalisePrefix(prefix) {
  const trimmed = (prefix ?? '').trim().replace(/^\/+|\/+$/g, '')
  return trimmed ? `${trimmed}/` : ''
}

/** The Content-Type of an export file ('pricing.html'), by its extension. */
export function contentTypeOf(file) {
  const extension = /\.[^./]+$/.exec(file)?.[0].toLowerCase() ?? ''
  return TYPES[extension] ?? 'application/octet-stream'
}

/** Whether a file's name carries a hash of its bytes, so the name never holds other bytes. */
export function isHashed(file) {
  return (
    /^(_next\/static|_img)\//.test(file) ||
    /^pagefind\/.*\.pf_(fragment|index|meta|filter)$/.test(file)
  )
}

/** The Cache-Control a file gets when no `_headers` rule sets one. */
export function defaultCacheControl(file) {
  if (isHashed(file)) return IMMUTABLE
  if (/^(images|og)\//.test(file)) return A_DAY
  return REVALIDATE
}

/**
 * The keys a file is stored under: its own path under the prefix and, for a page other than the
 * index and the 404 page, its clean URL too (`pricing.html` also as `pricing`), so a bucket
 * website answers `/pricing` without rewrite rules.
 */
export function objectKeys(file, prefix = '') {
  const under = normalisePrefix(prefix)
  const keys = [`${under}${file}`]
  const page = /^(.+)\.html$/.exec(file)?.[1]
  if (page && !/(^|\/)(index|404)$/.test(page)) keys.push(`${under}${page}`)
  return keys
}

/**
 * The headers stored with a file's objects, as PutObject fields: its type and caching, then
 * whatever the `_headers` rules matching the file (as served under `basePath`) set that an
 * object can carry. `rules` come from parseHeadersFile.
 */
export function objectHeaders(file, { rules = [], basePath = '' } = {}) {
  const headers = { ContentType: contentTypeOf(file), CacheControl: defaultCacheControl(file) }
  const paths = pathsOfFile('/', `/${file}`, basePath)
  for (const rule of rules) {
    if (!paths.some((path) => rule.regex.test(path))) continue
    for (const [name, value] of rule.headers) {
      const field = OBJECT_FIELDS[name.toLowerCase()]
      if (field) headers[field] = value
    }
  }
  return headers
}

/** The MD5 hex an ETag names ('"9e10..."' -> '9e10...'), '' for none. */
export function etagDigest(etag) {
  return (etag ?? '').replace(/^W\//, '').replace(/"/g, '').toLowerCase()
}

/**
 * What a deploy does. `local`: one entry per key, `{ key, md5, ... }`; `remote`: key -> ETag of
 * the objects already under the prefix. A key whose object holds the same bytes is skipped
 * (unless `force`: a change of headers alone); objects no longer in the export are deleted only
 * with `del`.
 */
export function planDeploy(local, remote, { del = false, force = false } = {}) {
  const upload = local.filter((item) => force || etagDigest(remote.get(item.key)) !== item.md5)
  const keys = new Set(local.map((item) => item.key))
  const remove = del ? [...remote.keys()].filter((key) => !keys.has(key)).sort() : []
  return { upload, skipped: local.length - upload.length, remove }
}
