// @vitest-environment node
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { BUILD_ID_PLACEHOLDER } from '@/scripts/lib/export/build-id.mjs'
import { rewritePages } from '@/scripts/lib/export/rewrite-pages.mjs'
import { rewritePage } from '@/scripts/lib/export/page-rewrites.mjs'

const CSS = '/_next/static/css/a1.css'

/** A page as Next writes it, with its own heading and the placeholder build id in its payload. */
const page = (title: string) =>
  [
    '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>',
    `<link rel="stylesheet" href="${CSS}" data-precedence="next"/>`,
    '<script src="/_next/static/chunks/framework-1.js" async=""></script></head>',
    `<body><h1>${title}</h1><script src="/_next/static/chunks/webpack-1.js" id="_R_" async=""></script>`,
    '<script>(self.__next_f=self.__next_f||[]).push([0])</script>',
    `<script>self.__next_f.push([1,"0:{\\"b\\":\\"${BUILD_ID_PLACEHOLDER}\\",\\"t\\":\\"${title}\\"}\\n"])</script>`,
    '</body></html>',
  ].join('')
const payload = (title: string) => `0:{"b":"${BUILD_ID_PLACEHOLDER}","t":"${title}"}\n`

const folders: string[] = []
afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true })
})

/** An export of `count` pages (p0.html ... with their payloads) and its stylesheet. */
function exportOf(count: number) {
  const root = mkdtempSync(join(tmpdir(), 'rewrite-pages-'))
  folders.push(root)
  const out = join(root, 'out')
  const write = (path: string, text: string) => {
    mkdirSync(dirname(join(out, path)), { recursive: true })
    writeFileSync(join(out, path), text)
  }
  write('_next/static/css/a1.css', 'h1{color:red}.unused{color:blue}')
  const names = Array.from({ length: count }, (_, i) => `blog/p${i}.html`)
  for (const [i, name] of names.entries()) {
    write(name, page(`Post ${i}`))
    write(name.replace(/\.html$/, '.txt'), payload(`Post ${i}`))
  }
  return { out, names, cacheDir: join(root, '.cache', 'pages') }
}

const read = (out: string, name: string) => readFileSync(join(out, name), 'utf8')

describe("the pages' rewrites, on every core and from the cache", { timeout: 60_000 }, () => {
  it('write what one rewrite in this thread writes, the build id settled in page and payload', async () => {
    const { out, names, cacheDir } = exportOf(120)
    const result = await rewritePages(out, names, { workers: 2, buildId: 'abc123', cacheDir })
    expect(result).toMatchObject({
      pages: 120,
      outlined: 120,
      blocking: 0,
      cached: 0,
      failures: [],
    })
    const settled = page('Post 7').replaceAll(BUILD_ID_PLACEHOLDER, 'abc123')
    const payloadText = payload('Post 7').replaceAll(BUILD_ID_PLACEHOLDER, 'abc123')
    const alone = rewritePage(settled, {
      payload: { url: '/blog/p7.txt', text: payloadText },
      payloadFile: 'blog/p7.txt',
      readCss: (href: string) => (href === CSS ? 'h1{color:red}.unused{color:blue}' : undefined),
    })
    expect(read(out, 'blog/p7.html')).toBe(alone.html)
    expect(read(out, 'blog/p7.txt')).toBe(payloadText)
    expect(read(out, 'blog/p7.html')).not.toContain(BUILD_ID_PLACEHOLDER)
  })

  it('read every unchanged page back from the cache, and rewrite only the page that changed', async () => {
    const first = exportOf(60)
    await rewritePages(first.out, first.names, {
      workers: 2,
      buildId: 'abc123',
      cacheDir: first.cacheDir,
    })
    const rewritten = first.names.map((name) => read(first.out, name))
    // The same export from Next again, one page edited, and the cache of the build before.
    const second = exportOf(60)
    writeFileSync(join(second.out, 'blog/p3.html'), page('Post 3, edited'))
    writeFileSync(join(second.out, 'blog/p3.txt'), payload('Post 3, edited'))
    const result = await rewritePages(second.out, second.names, {
      workers: 2,
      buildId: 'abc123',
      cacheDir: first.cacheDir,
    })
    expect(result).toMatchObject({ pages: 60, cached: 59, failures: [] })
    for (const [i, name] of second.names.entries()) {
      if (i === 3) expect(read(second.out, name)).toContain('Post 3, edited')
      else expect(read(second.out, name)).toBe(rewritten[i])
    }
  })

  it('do not take a page from the cache for another build id or other options', async () => {
    const first = exportOf(2)
    await rewritePages(first.out, first.names, { buildId: 'abc123', cacheDir: first.cacheDir })
    const second = exportOf(2)
    const result = await rewritePages(second.out, second.names, {
      buildId: 'def456',
      cacheDir: first.cacheDir,
      rewriteOptions: { chat: true },
    })
    expect(result.cached).toBe(0)
    expect(read(second.out, 'blog/p0.txt')).toContain('"b":"def456"')
  })

  it("serve each payload without the not-found page, but the not-found page's own", async () => {
    const { out, names, cacheDir } = exportOf(2)
    // The root layout's router with the not-found page, and a row only that page names.
    const withNotFound = (title: string) =>
      `0:{"b":"${BUILD_ID_PLACEHOLDER}","t":["$","$L2",null,{"parallelRouterKey":"children","notFound":["$L3"]}],"h":"${title}"}\n3:["$","h1",null,{"children":"Page Not Found"}]\n`
    const inline = (text: string) =>
      page('Post 0').replace(
        /self\.__next_f\.push\(\[1,.*?\]\)/,
        () => `self.__next_f.push([1,${JSON.stringify(text)}])`,
      )
    writeFileSync(join(out, 'blog/p0.txt'), withNotFound('Post 0'))
    writeFileSync(join(out, 'blog/p0.html'), inline(withNotFound('Post 0')))
    writeFileSync(join(out, '_not-found.txt'), withNotFound('Not found'))
    writeFileSync(join(out, '_not-found.html'), inline(withNotFound('Not found')))
    const result = await rewritePages(out, [...names, '_not-found.html'], {
      buildId: 'abc123',
      cacheDir,
    })
    expect(result).toMatchObject({ pages: 3, outlined: 3, failures: [] })
    expect(read(out, 'blog/p0.txt')).toBe(
      '0:{"b":"abc123","t":["$","$L2",null,{"parallelRouterKey":"children","notFound":"$undefined"}],"h":"Post 0"}\n',
    )
    const settled = withNotFound('Post 0').replace(BUILD_ID_PLACEHOLDER, 'abc123')
    expect(result.leaner).toBe(settled.length - read(out, 'blog/p0.txt').length)
    expect(read(out, '_not-found.txt')).toBe(
      withNotFound('Not found').replace(BUILD_ID_PLACEHOLDER, 'abc123'),
    )
  })

  it('name each page a rewrite could not do, and keep no such result', async () => {
    const { out, names, cacheDir } = exportOf(3)
    writeFileSync(
      join(out, 'blog/p1.html'),
      page('Post 1').replace(
        '<script src="/_next/static/chunks/framework-1.js" async="">',
        '<script async="" src="/_next/static/chunks/framework-1.js">',
      ),
    )
    const result = await rewritePages(out, names, { buildId: 'abc123', cacheDir })
    expect(result.failures).toEqual([
      expect.stringMatching(
        /^ {2}out\/blog\/p1\.html: hydration after paint: 2 client scripts, 1 left/,
      ),
    ])
    const kept = readdirSync(cacheDir).flatMap((folder) => readdirSync(join(cacheDir, folder)))
    expect(kept).toHaveLength(2)
  })
})
