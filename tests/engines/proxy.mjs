// A small proxy in front of our static server for the engines that Playwright does not drive.
// Neither WebDriver client can intercept requests in every engine, so the proxy does what
// Playwright's page.route does in the Chromium tests:
// - into every HTML page it puts one inline script, first in <head> after the policy, that
//   records uncaught errors, rejected promises, console.error calls, failed loads and
//   Content-Security-Policy violations in window.__smoke (its hash joins the page's policy, so
//   the policy is otherwise the page's own);
// - it can hold back or fail the router payloads (`.txt`), to test the page boot.
import { createHash } from 'node:crypto'
import { createServer, request } from 'node:http'

/** The recorder: everything a console or the policy would report, in one array. */
export const RECORDER =
  '(function(){var s=window.__smoke={errors:[]};function add(m){s.errors.push(String(m))}' +
  "addEventListener('error',function(e){add(e.message?'error: '+e.message:'failed to load: '+((e.target&&(e.target.src||e.target.href))||'?'))},true);" +
  "addEventListener('unhandledrejection',function(e){add('unhandled rejection: '+(e.reason&&e.reason.message||e.reason))});" +
  "document.addEventListener('securitypolicyviolation',function(e){add('CSP violation: '+e.violatedDirective+' '+e.blockedURI)});" +
  "var c=console.error;console.error=function(){add('console.error: '+[].map.call(arguments,String).join(' '));return c.apply(console,arguments)}})()"

const RECORDER_HASH = `'sha256-${createHash('sha256').update(RECORDER).digest('base64')}'`

/** Puts the recorder into a page and its hash into the page's policy. */
export function withRecorder(html) {
  const policy = /(<meta http-equiv="Content-Security-Policy" content="[^"]*?script-src )/i
  if (!policy.test(html)) throw new Error('page without a script-src policy')
  return html
    .replace(policy, `$1${RECORDER_HASH} `)
    .replace(
      /(<meta http-equiv="Content-Security-Policy"[^>]*>)/i,
      `$1<script>${RECORDER}</script>`,
    )
}

/**
 * Starts the proxy on `port` in front of `upstream` (a port on 127.0.0.1). `payload.mode`:
 * 'pass', 'slow' (each .txt answered after `payload.delay` ms), 'fail-once' (the first .txt
 * request of each path fails with 503), 'fail-always'. `payload.requests` lists the .txt paths
 * asked for; `payload.errors` every answer of the server of 400 or more, as 'STATUS METHOD path'.
 */
export function startProxy(port, upstream) {
  const payload = { mode: 'pass', delay: 1_500, requests: [], failed: new Set(), errors: [] }
  const server = createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0] ?? '/'
    const forward = () => {
      // Whole, uncompressed answers: the proxy rewrites pages.
      const headers = { ...req.headers, 'accept-encoding': 'identity' }
      delete headers['if-none-match']
      delete headers['if-modified-since']
      delete headers.range
      const upstreamRequest = request(
        { host: '127.0.0.1', port: upstream, path: req.url, method: req.method, headers },
        (answer) => {
          if ((answer.statusCode ?? 502) >= 400)
            payload.errors.push(`${answer.statusCode} ${req.method} ${path}`)
          const type = String(answer.headers['content-type'] ?? '')
          if (!type.startsWith('text/html') || req.method !== 'GET') {
            res.writeHead(answer.statusCode ?? 502, answer.headers)
            answer.pipe(res)
            return
          }
          const chunks = []
          answer.on('data', (chunk) => chunks.push(chunk))
          answer.on('end', () => {
            let body
            try {
              body = Buffer.from(withRecorder(Buffer.concat(chunks).toString('utf8')))
            } catch (error) {
              res.writeHead(500, { 'content-type': 'text/plain' }).end(String(error))
              return
            }
            const out = { ...answer.headers, 'content-length': String(body.length) }
            delete out.etag
            res.writeHead(answer.statusCode ?? 502, out)
            res.end(body)
          })
        },
      )
      upstreamRequest.on('error', () => res.writeHead(502).end())
      req.pipe(upstreamRequest)
    }
    if (!path.endsWith('.txt') || path === '/robots.txt') return forward()
    payload.requests.push(path)
    const fail = () => res.writeHead(503, { 'content-type': 'text/plain' }).end('unavailable')
    if (payload.mode === 'fail-always') return fail()
    if (payload.mode === 'fail-once' && !payload.failed.has(path)) {
      payload.failed.add(path)
      return fail()
    }
    if (payload.mode === 'slow') return void setTimeout(forward, payload.delay)
    return forward()
  })
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', () => resolve({ server, payload }))
  })
}
