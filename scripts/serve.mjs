#!/usr/bin/env node
// Serves the static export the way a production static host does: clean URLs (/pricing ->
// pricing.html), /route/ and /route.html alike, 404.html with status 404 for anything unknown,
// the headers of out/_headers (Netlify / Cloudflare Pages format) chosen by the file served,
// gzip when the client accepts it, ETag / 304 and single byte ranges.
//
// No request can stop it: a target it cannot parse gets 400, every error inside a request ends
// that request only (404 when the file vanished meanwhile, 500 otherwise), nothing outside the
// site folder is served (`..` segments, symlinks that lead out), nor dotfiles and host
// config files (_headers, _redirects, ...).
//
// Usage: node scripts/serve.mjs [--dir out] [--port 3000] [--host 127.0.0.1] [--quiet]
//          [--build-if-missing] [--test-build] [--no-headers]
// `npm start` passes --build-if-missing: it builds the site for visitors when out/ holds nothing
// or the test build (`npm run build:e2e`). Serving the test build otherwise prints a warning
// (the e2e tests pass --test-build to say they mean it).
import { spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync, readFileSync, realpathSync, statSync } from 'node:fs'
import { readFile, realpath, stat } from 'node:fs/promises'
import { createServer } from 'node:http'
import { extname, join, relative, resolve, sep } from 'node:path'
import { gzipSync } from 'node:zlib'
import { readStamp } from './lib/build-stamp.mjs'

const args = process.argv.slice(2)
const option = (name, fallback) => {
  const index = args.indexOf(`--${name}`)
  return index >= 0 && args[index + 1] ? args[index + 1] : fallback
}
const root = resolve(option('dir', 'out'))
const port = Number(option('port', process.env.PORT || 3000))
const host = option('host', process.env.HOST || '127.0.0.1')
const quiet = args.includes('--quiet')
const allowTestBuild = args.includes('--test-build')

if (args.includes('--build-if-missing')) {
  const stamp = existsSync(join(root, 'index.html')) ? readStamp(root) : null
  if (stamp?.kind !== 'site') {
    console.log(
      stamp?.kind === 'e2e'
        ? `${root} holds the test build (stand-in EmailJS ids): running \`npm run build\` for visitors.`
        : `No site build in ${root} yet: running \`npm run build\` first.`,
    )
    const build = spawnSync('npm', ['run', 'build'], {
      stdio: 'inherit',
      shell: process.platform === 'win32',
    })
    if (build.status !== 0) process.exit(build.status ?? 1)
  }
}
if (!existsSync(join(root, 'index.html'))) {
  console.error(`Nothing to serve: ${root}/index.html is missing. Run \`npm run build\` first.`)
  process.exit(1)
}
if (readStamp(root)?.kind === 'e2e' && !allowTestBuild) {
  console.warn(
    `Warning: ${root} holds the test build (made by \`npm run build:e2e\`: stand-in EmailJS ids, ` +
      'localhost URLs), not the site. `npm start` rebuilds it for visitors.',
  )
}
const realRoot = realpathSync(root)

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.wasm': 'application/wasm',
  '.webmanifest': 'application/manifest+json',
}
const COMPRESSIBLE = new Set([
  '.html',
  '.js',
  '.css',
  '.json',
  '.txt',
  '.xml',
  '.svg',
  '.wasm',
  '.webmanifest',
])
/** Files that configure a host and are never served (any static host hides them too). */
const HOST_CONFIG = new Set([
  '_headers',
  '_redirects',
  '_routes.json',
  '_csp.nginx.conf',
  'netlify.toml',
])

/** Parses a `_headers` file: a path pattern line, then indented `Name: value` lines. */
function parseHeadersFile(text) {
  const rules = []
  for (const raw of text.split(/\r?\n/)) {
    if (!raw.trim() || raw.trim().startsWith('#')) continue
    if (!/^\s/.test(raw)) {
      const pattern = raw.trim()
      const regex = new RegExp(
        `^${pattern
          .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
          .replace(/\*/g, '.*')
          .replace(/:[A-Za-z]+/g, '[^/]+')}$`,
      )
      rules.push({ regex, headers: [] })
    } else if (rules.length) {
      const match = /^\s+([^:]+):\s*(.*)$/.exec(raw)
      if (match) rules.at(-1).headers.push([match[1].trim(), match[2].trim()])
    }
  }
  return rules
}

// Re-read when the file changes, so a rebuild under a running server is picked up.
let headerRules = []
let headersStamp = null
function currentRules() {
  if (args.includes('--no-headers')) return []
  const file = join(root, '_headers')
  let stamp = 0
  try {
    stamp = statSync(file).mtimeMs
  } catch {
    stamp = 0
  }
  if (stamp !== headersStamp) {
    headersStamp = stamp
    try {
      headerRules = stamp ? parseHeadersFile(readFileSync(file, 'utf8')) : []
    } catch {
      headerRules = []
    }
  }
  return headerRules
}

/** The URL paths a host answers with this file: its own path and, for a page, its clean URL. */
function pathsOfFile(file) {
  const own = `/${relative(realRoot, file).split(sep).join('/')}`
  if (!own.endsWith('.html')) return [own]
  if (own === '/index.html') return ['/', own]
  const clean = own.replace(/(\/index)?\.html$/, '')
  return [clean, `${clean}/`, own]
}

/** Headers of the `_headers` rules that match the file served (not the raw request path). */
function headersFor(file) {
  const paths = pathsOfFile(file)
  const out = {}
  for (const rule of currentRules()) {
    if (paths.some((path) => rule.regex.test(path)))
      for (const [name, value] of rule.headers) out[name] = value
  }
  return out
}

/**
 * The decoded path segments of a request target, or null when it is not a path this server
 * can answer (unparseable, bad percent-encoding, NUL, `..`).
 */
function targetSegments(target) {
  let rawPath
  if (target.startsWith('/')) {
    rawPath = target.replace(/[?#].*$/s, '')
  } else if (/^https?:\/\//i.test(target)) {
    try {
      rawPath = new URL(target).pathname
    } catch {
      return null
    }
  } else {
    return null
  }
  let decoded
  try {
    decoded = decodeURIComponent(rawPath)
  } catch {
    return null
  }
  if (/[\0\\]/.test(decoded)) return null
  const segments = decoded.split('/').filter((segment) => segment !== '' && segment !== '.')
  if (segments.some((segment) => segment === '..')) return null
  return segments
}

/** Whether a path is inside the site folder once every symlink is followed. */
async function insideRoot(file) {
  try {
    const real = await realpath(file)
    return real === realRoot || real.startsWith(realRoot + sep) ? real : null
  } catch {
    return null
  }
}

async function isFile(file) {
  try {
    return (await stat(file)).isFile()
  } catch {
    return false
  }
}

/** Maps path segments to a real file inside the site folder, or null. */
async function resolveFile(segments) {
  if (segments.some((segment) => segment.startsWith('.'))) return null
  if (segments.length === 1 && HOST_CONFIG.has(segments[0])) return null
  const base = join(realRoot, ...segments)
  const candidates = segments.length
    ? [base, `${base}.html`, join(base, 'index.html')]
    : [join(base, 'index.html')]
  for (const candidate of candidates) {
    if (!(await isFile(candidate))) continue
    const real = await insideRoot(candidate)
    if (real) return real
  }
  return null
}

/** Whether the client takes gzip: `gzip;q=0` refuses it, `*` stands for anything unnamed. */
function acceptsGzip(header) {
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
function parseRange(header, size) {
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

const cache = new Map()
const CACHE_LIMIT = 2000

/** The file's bytes, ETag and gzipped bytes, kept while size and mtime stay the same. */
async function load(file) {
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

function matchesEtag(header, etag) {
  if (!header) return false
  if (header.trim() === '*') return true
  return header.split(',').some((value) => value.trim().replace(/^W\//, '') === etag)
}

async function send(request, response, file, status) {
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

function plain(response, status, text, extra = {}) {
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

async function notFound(request, response) {
  const page = join(realRoot, '404.html')
  try {
    return await send(request, response, page, 404)
  } catch {
    return plain(response, 404, 'Not found\n')
  }
}

async function handle(request, response) {
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    return plain(response, 405, 'Method not allowed\n', { Allow: 'GET, HEAD' })
  }
  const segments = targetSegments(request.url ?? '')
  if (!segments) return plain(response, 400, 'Bad request\n')
  const file = await resolveFile(segments)
  // The 404 page itself answers with 404, whichever name it is asked by.
  if (!file || file === join(realRoot, '404.html')) return notFound(request, response)
  try {
    return await send(request, response, file, 200)
  } catch (error) {
    // The file disappeared between looking it up and reading it.
    if (error?.code === 'ENOENT' || error?.code === 'EISDIR') return notFound(request, response)
    throw error
  }
}

const printable = (text) =>
  String(text)
    .replace(/[^\x20-\x7e]/g, '?')
    .slice(0, 200)

const server = createServer((request, response) => {
  response.on('error', () => response.destroy())
  handle(request, response)
    .catch((error) => {
      if (!quiet) console.error(`Error serving ${printable(request.url)}: ${error?.message}`)
      return plain(response, 500, 'Internal server error\n')
    })
    .then((status) => {
      if (!quiet) console.log(`${request.method} ${printable(request.url)} ${status}`)
    })
    .catch(() => response.destroy())
})
// Requests Node's parser rejects (bad request line, unknown HTTP version, oversized headers).
server.on('clientError', (error, socket) => {
  if (socket.writable && !socket.destroyed) {
    const status = error?.code === 'HPE_HEADER_OVERFLOW' ? 431 : 400
    socket.end(`HTTP/1.1 ${status} Bad Request\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`)
  } else {
    socket.destroy()
  }
})
// CONNECT and protocol upgrades are not for a static host: refused, connection closed.
const refuse = (_request, socket) => {
  socket.on('error', () => socket.destroy())
  socket.end(
    'HTTP/1.1 405 Method Not Allowed\r\nAllow: GET, HEAD\r\nConnection: close\r\nContent-Length: 0\r\n\r\n',
  )
}
server.on('connect', refuse)
server.on('upgrade', refuse)
server.on('checkExpectation', (_request, response) => {
  response.writeHead(417, { Connection: 'close', 'Content-Length': 0 }).end()
})
server.headersTimeout = 10_000
server.requestTimeout = 15_000

server.listen(port, host, () => {
  const { port: actual } = server.address()
  console.log(`Serving ${root} at http://${host === '0.0.0.0' ? 'localhost' : host}:${actual}`)
})
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => server.close(() => process.exit(0)))
