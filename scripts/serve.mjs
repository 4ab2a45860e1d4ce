#!/usr/bin/env node
// Serves the static export the way a production static host does: clean URLs (/pricing ->
// pricing.html), /route/ and /route.html alike, 404.html with status 404 for anything unknown,
// the headers of out/_headers (Netlify / Cloudflare Pages format), and gzip.
// Usage: node scripts/serve.mjs [--dir out] [--port 3000] [--build-if-missing] [--no-headers]
import { spawnSync } from 'node:child_process'
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs'
import { createServer } from 'node:http'
import { extname, join, normalize, resolve, sep } from 'node:path'
import { gzipSync } from 'node:zlib'

const args = process.argv.slice(2)
const option = (name, fallback) => {
  const index = args.indexOf(`--${name}`)
  return index >= 0 && args[index + 1] ? args[index + 1] : fallback
}
const root = resolve(option('dir', 'out'))
const port = Number(option('port', process.env.PORT || 3000))
const host = option('host', process.env.HOST || '127.0.0.1')
const quiet = args.includes('--quiet')

if (args.includes('--build-if-missing') && !existsSync(join(root, 'index.html'))) {
  console.log('No export in out/ yet: running `npm run build` first.')
  const build = spawnSync('npm', ['run', 'build'], {
    stdio: 'inherit',
    shell: process.platform === 'win32',
  })
  if (build.status !== 0) process.exit(build.status ?? 1)
}
if (!existsSync(join(root, 'index.html'))) {
  console.error(`Nothing to serve: ${root}/index.html is missing. Run \`npm run build\` first.`)
  process.exit(1)
}

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
  '.webmanifest',
])

/** Parses a `_headers` file: a path pattern line, then indented `Name: value` lines. */
function parseHeadersFile(file) {
  if (args.includes('--no-headers') || !existsSync(file)) return []
  const rules = []
  for (const raw of readFileSync(file, 'utf8').split(/\r?\n/)) {
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
  const file = join(root, '_headers')
  const stamp = existsSync(file) ? statSync(file).mtimeMs : 0
  if (stamp !== headersStamp) {
    headersStamp = stamp
    headerRules = parseHeadersFile(file)
  }
  return headerRules
}

function headersFor(pathname) {
  const out = {}
  for (const rule of currentRules()) {
    if (rule.regex.test(pathname)) for (const [name, value] of rule.headers) out[name] = value
  }
  return out
}

function isFile(path) {
  try {
    return statSync(path).isFile()
  } catch {
    return false
  }
}

/** Maps a URL path to a file inside root, or null. Never leaves root. */
function resolveFile(pathname) {
  let decoded
  try {
    decoded = decodeURIComponent(pathname)
  } catch {
    return null
  }
  if (decoded.includes('\0')) return null
  const base = normalize(join(root, decoded))
  if (base !== root && !base.startsWith(root + sep)) return null
  const trimmed = base.replace(/[\\/]+$/, '')
  const candidates = [base, `${trimmed}.html`, join(base, 'index.html')]
  return candidates.find(isFile) ?? null
}

const gzipCache = new Map()

function send(request, response, file, status) {
  const extension = extname(file)
  const pathname = new URL(request.url, 'http://x').pathname
  const headers = {
    'Content-Type': TYPES[extension] ?? 'application/octet-stream',
    'Cache-Control': extension === '.html' ? 'no-cache' : 'public, max-age=3600',
    ...headersFor(pathname),
  }
  const accepts = /\bgzip\b/.test(request.headers['accept-encoding'] ?? '')
  if (accepts && COMPRESSIBLE.has(extension)) {
    const mtime = statSync(file).mtimeMs
    let cached = gzipCache.get(file)
    if (!cached || cached.mtime !== mtime) {
      cached = { mtime, body: gzipSync(readFileSync(file), { level: 9 }) }
      gzipCache.set(file, cached)
    }
    response.writeHead(status, {
      ...headers,
      'Content-Encoding': 'gzip',
      Vary: 'Accept-Encoding',
      'Content-Length': cached.body.length,
    })
    response.end(request.method === 'HEAD' ? undefined : cached.body)
    return
  }
  response.writeHead(status, { ...headers, 'Content-Length': statSync(file).size })
  if (request.method === 'HEAD') response.end()
  else createReadStream(file).pipe(response)
}

const server = createServer((request, response) => {
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    response.writeHead(405, { Allow: 'GET, HEAD' }).end()
    return
  }
  const { pathname } = new URL(request.url ?? '/', 'http://localhost')
  // The 404 page itself answers with 404, whichever name it is asked by.
  const file = resolveFile(pathname)
  const isNotFoundPage = file && /[\\/]404\.html$/.test(file)
  if (file && !isNotFoundPage) {
    send(request, response, file, 200)
  } else {
    send(request, response, join(root, '404.html'), 404)
  }
  if (!quiet)
    console.log(`${request.method} ${pathname} -> ${file ? file.slice(root.length) : '404.html'}`)
})

server.listen(port, host, () => {
  console.log(`Serving ${root} at http://${host === '0.0.0.0' ? 'localhost' : host}:${port}`)
})
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => server.close(() => process.exit(0)))
