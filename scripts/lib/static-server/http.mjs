// Content types and the request headers a static host negotiates: gzip, byte ranges, ETags.

export const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.yml': 'text/yaml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.wasm': 'application/wasm',
  '.webmanifest': 'application/manifest+json',
}

/** Extensions served gzipped to a client that accepts it. */
export const COMPRESSIBLE = new Set([
  '.html',
  '.js',
  '.css',
  '.json',
  '.txt',
  '.xml',
  '.yml',
  '.svg',
  '.wasm',
  '.webmanifest',
])

/** Whether the client takes gzip: `gzip;q=0` refuses it, `*` stands for anything unnamed. */
export function acceptsGzip(header) {
  if (!header) return false
  let gzip
  let star
  for (const part of String(header).split(',')) {
    const [name = '', ...params] = part.split(';')
    let q = 1
    for (const param of params) {
      const match = /^\s*q\s*=\s*([0-9.]+)\s*$/i.exec(param)
      if (match) q = Number(match[1])
    }
    if (!Number.isFinite(q)) q = 0
    const coding = name.trim().toLowerCase()
    if (coding === 'gzip' || coding === 'x-gzip') gzip = q
    else if (coding === '*') star = q
  }
  return gzip !== undefined ? gzip > 0 : (star ?? 0) > 0
}

/** One `bytes=a-b` range of a body of `size` bytes: {start, end}, 'unsatisfiable' or null. */
export function parseRange(header, size) {
  const match = /^bytes=(\d*)-(\d*)$/.exec(String(header ?? '').trim())
  if (!match || (match[1] === '' && match[2] === '')) return null
  let start
  let end
  if (match[1] === '') {
    const suffix = Number(match[2])
    if (suffix === 0) return 'unsatisfiable'
    start = Math.max(0, size - suffix)
    end = size - 1
  } else {
    start = Number(match[1])
    end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1)
    if (match[2] !== '' && Number(match[2]) < start) return null
  }
  if (start >= size || end < start) return 'unsatisfiable'
  return { start, end }
}

/** Whether an If-None-Match header names this ETag (weak or strong) or is `*`. */
export function matchesEtag(header, etag) {
  if (!header) return false
  if (header.trim() === '*') return true
  return header.split(',').some((value) => value.trim().replace(/^W\//, '') === etag)
}
