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
//          [--build-if-missing] [--test-build] [--no-headers] [--base-path /coverbridge]
//          [--tls-cert FILE --tls-key FILE]
// --base-path serves the site under that prefix, as a host that mounts it there (the root and
// every other path answer 404); by default the prefix the export was built for.
// With a certificate and key it speaks HTTP/2 over TLS (and HTTP/1.1 to clients without ALPN h2),
// as every host the README names does: the bench serves that way; the tests keep plain HTTP.
// `npm start` passes --build-if-missing: it builds the site for visitors when out/ holds nothing
// or the test build (`npm run build:e2e`). Serving the test build otherwise prints a warning
// (the e2e tests pass --test-build to say they mean it).
//
// The request handling lives in scripts/lib/static-server/; this file reads the options, checks
// the build and runs the HTTP server.
import { spawnSync } from 'node:child_process'
import { existsSync, readFileSync, realpathSync } from 'node:fs'
import { createServer } from 'node:http'
import { createSecureServer } from 'node:http2'
import { join, resolve } from 'node:path'
import { readStamp } from './lib/export/build-stamp.mjs'
import { normaliseBasePath } from '../lib/base-path.mjs'
import { createHandler } from './lib/static-server/handler.mjs'
import { plain } from './lib/static-server/send.mjs'

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
const basePath = normaliseBasePath(option('base-path', readStamp(root)?.basePath ?? ''))
const handle = createHandler({
  root,
  realRoot,
  headers: !args.includes('--no-headers'),
  basePath,
})

const printable = (text) =>
  String(text)
    .replace(/[^\x20-\x7e]/g, '?')
    .slice(0, 200)

const tlsCert = option('tls-cert', null)
const tlsKey = option('tls-key', null)

function onRequest(request, response) {
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
}
// A client gets 10 s to send a request's headers and 15 s for the whole request; Node looks for
// connections past those limits every second (by default every 30 s, which adds up to 30 s to each).
const limits = {
  headersTimeout: 10_000,
  requestTimeout: 15_000,
  connectionsCheckingInterval: 1_000,
}
const server =
  tlsCert && tlsKey
    ? Object.assign(
        createSecureServer(
          { cert: readFileSync(tlsCert), key: readFileSync(tlsKey), allowHTTP1: true },
          onRequest,
        ),
        limits,
      )
    : createServer(limits, onRequest)
// Requests Node's parser rejects (bad request line, unknown HTTP version, oversized headers).
// A connection that never sent a byte and outlived the headers' limit (a browser opens spare ones
// ahead of need) is closed without a word: a status written into it could be read as the answer
// to a request the browser sends on it at that moment (a page's picture answered 400), where a
// closed connection makes it send the request again on a new one. A request that stalls gets 408.
server.on('clientError', (error, socket) => {
  const timeout = error?.code === 'ERR_HTTP_REQUEST_TIMEOUT'
  if (socket.writable && !socket.destroyed && !(timeout && socket.bytesRead === 0)) {
    const [status, reason] =
      error?.code === 'HPE_HEADER_OVERFLOW'
        ? [431, 'Request Header Fields Too Large']
        : timeout
          ? [408, 'Request Timeout']
          : [400, 'Bad Request']
    socket.end(`HTTP/1.1 ${status} ${reason}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`)
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

server.listen(port, host, () => {
  const { port: actual } = server.address()
  const scheme = tlsCert && tlsKey ? 'https' : 'http'
  console.log(
    `Serving ${root} at ${scheme}://${host === '0.0.0.0' ? 'localhost' : host}:${actual}${basePath || ''}`,
  )
})
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => server.close(() => process.exit(0)))
