// Sends one file: its type, caching and `_headers` headers, then a 304, a gzipped body, a
// single byte range (206 / 416) or the whole body. Also the plain-text answers for errors.
import { createHash } from 'node:crypto'
import { readFile, stat } from 'node:fs/promises'
import { extname } from 'node:path'
import { gzipSync } from 'node:zlib'
import { acceptsGzip, COMPRESSIBLE, matchesEtag, parseRange, TYPES } from './http.mjs'

const CACHE_LIMIT = 2000

/**
 * Returns `load(file)`: the file's bytes, ETag and (once asked for) gzipped bytes, kept while
 * its size and mtime stay the same. At most CACHE_LIMIT files are kept; past that the cache
 * starts again empty.
 */
export function createFileCache() {
  const cache = new Map()
  return async function load(file) {
    const info = await stat(file)
    const key = `${info.size}:${info.mtimeMs}`
    const cached = cache.get(file)
    if (cached?.key === key) return cached
    const body = await readFile(file)
    const tag = createHash('sha1').update(body).digest('base64url').slice(0, 27)
    const entry = { key, body, etag: `"${tag}"`, gzipEtag: `"${tag}-gz"`, gzipped: null }
    if (cache.size >= CACHE_LIMIT) cache.clear()
    cache.set(file, entry)
    return entry
  }
}

/**
 * Answers the request with `file` and `status` (200, or 404 for the 404 page); resolves to the
 * status actually sent. `load` is a file cache's loader, `headersFor` the `_headers` lookup.
 */
export async function send(request, response, file, status, { load, headersFor }) {
  const extension = extname(file)
  const compressible = COMPRESSIBLE.has(extension)
  const entry = await load(file)
  const headers = {
    'Content-Type': TYPES[extension] ?? 'application/octet-stream',
    'Cache-Control': extension === '.html' ? 'no-cache' : 'public, max-age=3600',
    ...headersFor(file),
  }
  if (compressible) headers.Vary = 'Accept-Encoding'
  if (status === 200) headers['Accept-Ranges'] = 'bytes'

  const range = status === 200 && request.headers.range ? request.headers.range : null
  const gzip = compressible && !range && acceptsGzip(request.headers['accept-encoding'])
  const etag = gzip ? entry.gzipEtag : entry.etag
  headers.ETag = etag

  if (status === 200 && matchesEtag(request.headers['if-none-match'], etag)) {
    response.writeHead(304, headers).end()
    return 304
  }
  if (gzip) {
    entry.gzipped ??= gzipSync(entry.body, { level: 9 })
    response.writeHead(status, {
      ...headers,
      'Content-Encoding': 'gzip',
      'Content-Length': entry.gzipped.length,
    })
    response.end(request.method === 'HEAD' ? undefined : entry.gzipped)
    return status
  }
  const ifRange = request.headers['if-range']
  const parsed =
    range && (!ifRange || ifRange === entry.etag) ? parseRange(range, entry.body.length) : null
  if (parsed === 'unsatisfiable') {
    response.writeHead(416, { ...headers, 'Content-Range': `bytes */${entry.body.length}` }).end()
    return 416
  }
  if (parsed) {
    const part = entry.body.subarray(parsed.start, parsed.end + 1)
    response.writeHead(206, {
      ...headers,
      'Content-Range': `bytes ${parsed.start}-${parsed.end}/${entry.body.length}`,
      'Content-Length': part.length,
    })
    response.end(request.method === 'HEAD' ? undefined : part)
    return 206
  }
  response.writeHead(status, { ...headers, 'Content-Length': entry.body.length })
  response.end(request.method === 'HEAD' ? undefined : entry.body)
  return status
}

/** A short plain-text answer; when headers are already out, the connection is dropped instead. */
export function plain(response, status, text, extra = {}) {
  if (response.headersSent) {
    response.destroy()
    return status
  }
  response
    .writeHead(status, {
      'Content-Type': 'text/plain; charset=utf-8',
      'Content-Length': Buffer.byteLength(text),
      'X-Content-Type-Options': 'nosniff',
      ...extra,
    })
    .end(text)
  return status
}
