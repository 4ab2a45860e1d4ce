// A small export folder written for the deploy tests: one file of each kind `out/` holds, the
// site's real `_headers` template, and the build stamp and host config that are never uploaded.
import { copyFileSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'

const page = (title: string) =>
  '<!DOCTYPE html><html lang="en"><head><meta http-equiv="Content-Security-Policy" ' +
  `content="default-src 'self'"/><meta charset="utf-8"/><title>${title}</title></head>` +
  `<body><h1>${title}</h1></body></html>`

const HTML = 'text/html; charset=utf-8'
const TEXT = 'text/plain; charset=utf-8'
const BYTES = 'application/octet-stream'
const YEAR = 'public, max-age=31536000, immutable'
const DAY = 'public, max-age=86400'
const REVALIDATE = 'public, max-age=0, must-revalidate'

/** Export path -> its bytes, and the Content-Type and Cache-Control its object must carry. */
export const FIXTURE: Record<string, [bytes: string | Buffer, type: string, cache: string]> = {
  'index.html': [page('Home'), HTML, REVALIDATE],
  'pricing.html': [page('Pricing'), HTML, REVALIDATE],
  'blog.html': [page('Blog'), HTML, REVALIDATE],
  'blog/page/2.html': [page('Blog, page 2'), HTML, REVALIDATE],
  '404.html': [page('Not found'), HTML, REVALIDATE],
  'admin/index.html': [page('Admin'), HTML, 'no-cache'],
  'pricing.txt': ['0:{"b":"build-1"}\n', TEXT, REVALIDATE],
  'robots.txt': ['User-agent: *\nAllow: /\n', TEXT, REVALIDATE],
  '_next/static/chunks/x-abc123.js': ['console.log(1)\n', 'text/javascript; charset=utf-8', YEAR],
  '_next/static/css/app-def456.css': ['body{margin:0}\n', 'text/css; charset=utf-8', YEAR],
  '_next/static/media/inter-9f8e7d.woff2': [Buffer.from('wOF2\x01\x02'), 'font/woff2', YEAR],
  '_img/p-1a2b3c-752.avif': [
    Buffer.from([0, 0, 0, 0x1c, 0x66, 0x74, 0x79, 0x70]),
    'image/avif',
    YEAR,
  ],
  'images/hero/quote.svg': ['<svg xmlns="http://www.w3.org/2000/svg"/>', 'image/svg+xml', DAY],
  'og/pricing.png': [Buffer.from([0x89, 0x50, 0x4e, 0x47]), 'image/png', DAY],
  'pagefind/pagefind.js': ['export {}\n', 'text/javascript; charset=utf-8', REVALIDATE],
  'pagefind/fragment/en_54931b2.pf_fragment': [Buffer.from([0x1f, 0x8b, 8, 0]), BYTES, YEAR],
  'pagefind/pagefind.en_82f541fab6.pf_meta': [Buffer.from([0x1f, 0x8b, 8, 2]), BYTES, YEAR],
  'pagefind/wasm.en.pagefind': [Buffer.from([0x1f, 0x8b, 8, 1]), BYTES, REVALIDATE],
  'shop-index.json': ['{"products":[]}\n', 'application/json; charset=utf-8', REVALIDATE],
  'sitemap.xml': ['<?xml version="1.0"?><urlset/>\n', 'application/xml; charset=utf-8', REVALIDATE],
  'feed.xml': ['<?xml version="1.0"?><rss/>\n', 'application/xml; charset=utf-8', REVALIDATE],
  'site.webmanifest': ['{"name":"Coverbridge"}\n', 'application/manifest+json', REVALIDATE],
  'favicon.ico': [Buffer.from([0, 0, 1, 0]), 'image/x-icon', REVALIDATE],
}

/** Files of the folder that a deploy leaves out. */
export const NOT_UPLOADED = ['_headers', '.coverbridge-build.json']

/** Writes the fixture into a new temp folder and returns its path. */
export function writeExport(): string {
  const dir = mkdtempSync(join(tmpdir(), 's3-deploy-export-'))
  for (const [file, [bytes]] of Object.entries(FIXTURE)) {
    mkdirSync(dirname(join(dir, file)), { recursive: true })
    writeFileSync(join(dir, file), bytes)
  }
  copyFileSync(join(process.cwd(), 'public', '_headers'), join(dir, '_headers'))
  writeFileSync(join(dir, '.coverbridge-build.json'), '{"kind":"site"}\n')
  return dir
}
