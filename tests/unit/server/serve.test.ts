// @vitest-environment node
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { connect, type Socket } from 'node:net'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { gunzipSync } from 'node:zlib'

/**
 * scripts/serve.mjs (npm start, the e2e tests, the benchmark) against a temporary site with a
 * secret file next to it, a symlink pointing out of it and host config files in it.
 */
const SECRET = 'TOP-SECRET-OUTSIDE-THE-SITE'
const CONFIG_MARKER = 'HEADERS-FILE-MARKER'
const STAMP_MARKER = 'STAMP-MARKER'
const HOME_TEXT = 'Home page of the temporary site'

let base: string
let site: string
let server: ChildProcess
let port: number

type Answer = { status: number; head: string; body: Buffer; ms: number }

/** Sends raw bytes on a fresh socket; resolves with the answer (or status 0 on none in 1 s). */
function raw(bytes: string | Buffer): Promise<Answer> {
  return new Promise((done) => {
    const started = Date.now()
    const chunks: Buffer[] = []
    const socket = connect(port, '127.0.0.1')
    const finish = () => {
      clearTimeout(timer)
      socket.destroy()
      const all = Buffer.concat(chunks)
      const split = all.indexOf('\r\n\r\n')
      const head = all.subarray(0, split < 0 ? all.length : split).toString('latin1')
      const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(head)?.[1] ?? 0)
      done({
        status,
        head,
        body: split < 0 ? Buffer.alloc(0) : all.subarray(split + 4),
        ms: Date.now() - started,
      })
    }
    const timer = setTimeout(finish, 1000)
    socket.on('data', (chunk: Buffer) => chunks.push(chunk))
    socket.on('end', finish)
    socket.on('error', finish)
    socket.write(bytes)
  })
}

const request = (target: string, method = 'GET', version = 'HTTP/1.1', extra = '') =>
  raw(`${method} ${target} ${version}\r\nHost: 127.0.0.1\r\nConnection: close\r\n${extra}\r\n`)

function header(answer: Answer, name: string): string | undefined {
  const line = answer.head
    .split('\r\n')
    .find((row) => row.toLowerCase().startsWith(`${name.toLowerCase()}:`))
  return line?.slice(name.length + 1).trim()
}

beforeAll(async () => {
  base = mkdtempSync(join(tmpdir(), 'serve-test-'))
  site = join(base, 'site')
  mkdirSync(join(site, '_next', 'static'), { recursive: true })
  mkdirSync(join(base, 'outside'))
  writeFileSync(join(base, 'secret.txt'), SECRET)
  writeFileSync(join(base, 'outside', 'secret.txt'), SECRET)
  writeFileSync(join(base, 'outside', 'index.html'), SECRET)
  writeFileSync(join(site, 'index.html'), `<!doctype html><title>Home</title><p>${HOME_TEXT}</p>`)
  writeFileSync(join(site, '404.html'), '<!doctype html><title>Not found</title><p>Missing</p>')
  writeFileSync(join(site, 'about-us.html'), `<!doctype html><p>About ${'x'.repeat(2000)}</p>`)
  writeFileSync(join(site, '_next', 'static', 'app.js'), `console.log(${'1'.repeat(3000)})`)
  writeFileSync(join(site, 'photo.png'), Buffer.alloc(500, 7))
  writeFileSync(
    join(site, '_headers'),
    `# ${CONFIG_MARKER}\n/*\n  X-Frame-Options: DENY\n  X-Test-Rule: site\n\n/_next/static/*\n  Cache-Control: public, max-age=31536000, immutable\n`,
  )
  writeFileSync(join(site, '_redirects'), `# ${CONFIG_MARKER}\n`)
  writeFileSync(join(site, '_csp.nginx.conf'), `# ${CONFIG_MARKER}\n`)
  writeFileSync(join(site, '.coverbridge-build.json'), `{"kind":"site","note":"${STAMP_MARKER}"}`)
  writeFileSync(join(site, '.env'), `SECRET=${SECRET}`)
  symlinkSync(join(base, 'outside'), join(site, 'link-out'))
  symlinkSync(join(base, 'secret.txt'), join(site, 'secret-link.txt'))
  symlinkSync(join(base, 'secret.txt'), join(site, 'leak.html'))

  server = spawn(
    process.execPath,
    [resolve('scripts/serve.mjs'), '--dir', site, '--port', '0', '--quiet'],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  )
  port = await new Promise<number>((done, fail) => {
    server.stdout?.on('data', (chunk: Buffer) => {
      const match = /:(\d+)\s*$/m.exec(chunk.toString())
      if (match) done(Number(match[1]))
    })
    server.on('exit', (code) => fail(new Error(`server exited with ${code}`)))
  })
}, 20_000)

afterAll(() => {
  server?.kill()
  rmSync(base, { recursive: true, force: true })
})

/** The hostile requests, by kind. */
function hostileRequests(): Record<string, (string | Buffer)[]> {
  const line = (target: string, method = 'GET', version = 'HTTP/1.1') =>
    `${method} ${target} ${version}\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`
  const dots = [
    '..',
    '%2e%2e',
    '%2E%2E',
    '.%2e',
    '%2e.',
    '%252e%252e',
    '%c0%ae%c0%ae',
    '..%00',
    '...',
  ]
  const slashes = ['/', '%2f', '%2F', '%5c', '\\', '%252f', '//']
  const targets = ['secret.txt', 'outside/secret.txt', 'etc/passwd']
  const traversal: string[] = []
  for (const dot of dots)
    for (const slash of slashes)
      for (const depth of [1, 2, 3, 4, 6])
        traversal.push(line(`/${`${dot}${slash}`.repeat(depth)}${targets[depth % 3]}`))
  const unparseable = [
    'http://[/',
    '//[/',
    'http://a:99999/',
    'http://%zz/',
    'http://[::1/secret.txt',
    'https://a b/',
    '*',
    '[',
    '%',
    '/%',
    '/%zz',
    '/%E0%A4%A',
    '/%ff%fe',
    '/%uD800',
    'about:blank',
    'javascript:alert(1)',
    'file:///etc/passwd',
    'http://127.0.0.1:99999999/',
    'HTTP://[fe80::1%25eth0]/',
    '?x',
    '#frag',
    '/\u00ff\u00fe',
  ].map((target) => line(target))
  const nul: (string | Buffer)[] = [
    '/index.html%00',
    '/index.html%00.txt',
    '/%00',
    '/secret.txt%00.html',
    '/about-us%00',
    '/_headers%00',
    '/%2500',
    '/link-out%00/secret.txt',
  ].flatMap((target) => [line(target), line(target, 'HEAD')])
  nul.push(Buffer.from('GET /ab\0cd HTTP/1.1\r\nHost: x\r\n\r\n'))
  const long = [
    `/${'a'.repeat(10_240)}`,
    `/${'../'.repeat(3_400)}secret.txt`,
    `/${'%2e%2e/'.repeat(1_450)}secret.txt`,
    `/${'%'.repeat(10_240)}`,
    `/about-us?${'q=1&'.repeat(2_560)}`,
    `/${'é'.repeat(5_120)}`,
    `/${'a/'.repeat(5_120)}`,
    `/${encodeURIComponent('\u{1F600}').repeat(850)}`,
  ].map((target) => line(target))
  const methods = [
    'POST',
    'PUT',
    'DELETE',
    'PATCH',
    'OPTIONS',
    'TRACE',
    'CONNECT',
    'PROPFIND',
    'BREW',
    'get',
    'GET\tX',
    'G ET',
    'M-SEARCH',
    'SEARCH',
    'LINK',
  ].flatMap((method) => [line('/', method), line('/secret.txt', method), line('/_headers', method)])
  const versions: (string | Buffer)[] = [
    'HTTP/0.9',
    'HTTP/1.0',
    'HTTP/1.2',
    'HTTP/2.0',
    'HTTP/3',
    'HTTP/9.9',
    'HTTPS/1.1',
    'http/1.1',
    'HTTP/1.1 extra',
    '',
  ].flatMap((version) => [line('/', 'GET', version), line('/../secret.txt', 'GET', version)])
  versions.push(
    'GET /\r\n\r\n',
    'GET\r\n\r\n',
    '\r\n\r\nGET /../secret.txt HTTP/1.1\r\n\r\n',
    'garbage\r\n\r\n',
    Buffer.from([0, 1, 2, 255, 13, 10, 13, 10]),
  )
  const symlinks = [
    '/link-out/secret.txt',
    '/link-out/',
    '/link-out',
    '/link-out/index.html',
    '/link-out/index',
    '/secret-link.txt',
    '/secret-link',
    '/leak',
    '/leak.html',
    '/leak/',
    '/%6cink-out/secret.txt',
    '/link-out%2fsecret.txt',
    '/link-out/%2e%2e/secret.txt',
  ].flatMap((target) => [line(target), line(target, 'HEAD'), line(target, 'GET', 'HTTP/1.0')])
  const config = [
    '/_headers',
    '/%5fheaders',
    '/%5Fheaders',
    '/_headers/',
    '/_headers.html',
    '/./_headers',
    '/_next/../_headers',
    '/_redirects',
    '/_csp.nginx.conf',
    '/.coverbridge-build.json',
    '/%2ecoverbridge-build.json',
    '/.env',
    '/.env/',
    'http://127.0.0.1/_headers',
  ].flatMap((target) => [line(target), line(target, 'HEAD')])
  const headers = [
    'Range: bytes=999999-',
    'Range: bytes=5-1',
    'Range: bytes=-0',
    'Range: bytes=0-1,3-4',
    'Range: lines=1-2',
    'Range: bytes=-99999999999999999999',
    'Accept-Encoding: gzip;q=abc',
    'Accept-Encoding: ;;;,,,',
    'If-None-Match: *,,,W/',
    'If-Range: "nope"',
    `Cookie: ${'a'.repeat(8000)}`,
    `X-Big: ${'b'.repeat(20_000)}`,
    'Content-Length: -1',
    'Transfer-Encoding: chunked\r\nContent-Length: 5',
    'Host: [',
    'Upgrade: websocket\r\nConnection: Upgrade',
    'Upgrade: h2c\r\nHTTP2-Settings: AAMAAABkAAQAAP__',
    'Expect: 100-continue',
    'Expect: something-else',
  ].map(
    (extra) => `GET /about-us HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n${extra}\r\n\r\n`,
  )
  return { unparseable, traversal, nul, long, methods, versions, symlinks, config, headers }
}

describe('scripts/serve.mjs under hostile requests', () => {
  it('answers every one within a second, serves nothing outside the site nor its config, and keeps serving', async () => {
    const kinds = hostileRequests()
    const counts: Record<string, number> = {}
    const failures: string[] = []
    for (const [kind, requests] of Object.entries(kinds)) {
      counts[kind] = requests.length
      // A few at a time: fast, and still a burst.
      for (let index = 0; index < requests.length; index += 10) {
        const batch = requests.slice(index, index + 10)
        const answers = await Promise.all(batch.map((bytes) => raw(bytes)))
        answers.forEach((answer, offset) => {
          const sent = String(batch[offset]).split('\r\n')[0]!.slice(0, 80)
          const text = answer.body.toString('latin1') + answer.head
          if (answer.status === 0) failures.push(`${kind}: no answer within 1 s to ${sent}`)
          if (answer.ms > 1000) failures.push(`${kind}: ${answer.ms} ms for ${sent}`)
          for (const marker of [SECRET, CONFIG_MARKER, STAMP_MARKER])
            if (text.includes(marker)) failures.push(`${kind}: ${marker} served for ${sent}`)
          if (['symlinks', 'config'].includes(kind) && answer.status === 200)
            failures.push(`${kind}: 200 for ${sent}`)
        })
      }
      // Still alive after each kind.
      const home = await request('/')
      if (home.status !== 200) failures.push(`after ${kind}: / answered ${home.status}`)
    }
    const total = Object.values(counts).reduce((sum, count) => sum + count, 0)
    console.info(`hostile requests: ${JSON.stringify(counts)} = ${total}`)
    expect(failures).toEqual([])
    expect(total).toBeGreaterThanOrEqual(500)
    const home = await request('/')
    expect(home.status).toBe(200)
    expect(home.body.toString()).toContain(HOME_TEXT)
  }, 60_000)

  it('closes a connection that never sends a byte without a word, and answers a stalled request 408', async () => {
    // All a socket receives until the server closes it.
    const heard = (socket: Socket) =>
      new Promise<string>((done) => {
        let text = ''
        socket.on('data', (chunk: Buffer) => (text += chunk.toString('latin1')))
        socket.on('close', () => done(text))
        socket.on('error', () => undefined)
      })
    const idle = connect(port, '127.0.0.1')
    const stalled = connect(port, '127.0.0.1')
    stalled.write('GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n')
    const [fromIdle, fromStalled] = await Promise.all([heard(idle), heard(stalled)])
    // A browser's spare connection: a status written into it could answer its next request.
    expect(fromIdle).toBe('')
    expect(fromStalled).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\n/)
    expect((await request('/')).status).toBe(200)
  }, 30_000)

  it('the checks can fail: a file inside the site is served, with its marker', async () => {
    writeFileSync(join(site, 'inside.txt'), SECRET)
    const answer = await request('/inside.txt')
    expect(answer.status).toBe(200)
    expect(answer.body.toString()).toContain(SECRET)
    rmSync(join(site, 'inside.txt'))
    expect((await request('/inside.txt')).status).toBe(404)
  })
})

describe('scripts/serve.mjs as a static host', () => {
  it('clean URLs; unknown paths and /404 get 404.html with status 404', async () => {
    for (const path of ['/about-us', '/about-us.html', '/about-us/', '/%61bout-us'])
      expect((await request(path)).status, path).toBe(200)
    for (const path of ['/nope', '/404', '/404.html']) {
      const answer = await request(path)
      expect(answer.status, path).toBe(404)
      expect(answer.body.toString()).toContain('Missing')
    }
  })

  it('chooses headers by the file served, not by the raw path', async () => {
    for (const path of ['/', '/index', '/index.html', '/%61bout-us', '/about-us/', '/nope'])
      expect(header(await request(path), 'X-Test-Rule'), path).toBe('site')
    const script = await request('/_next/static/app.js')
    expect(header(script, 'Cache-Control')).toBe('public, max-age=31536000, immutable')
    expect(header(await request('/_next/static/%61pp.js'), 'Cache-Control')).toBe(
      'public, max-age=31536000, immutable',
    )
  })

  it('gzip when accepted, never when refused with q=0; Vary on every compressible answer', async () => {
    const gz = await request('/about-us', 'GET', 'HTTP/1.1', 'Accept-Encoding: gzip, br\r\n')
    expect(header(gz, 'Content-Encoding')).toBe('gzip')
    expect(gunzipSync(gz.body).toString()).toContain('About')
    for (const refusal of ['gzip;q=0', 'gzip; q=0.0, identity', '*;q=0', 'br', 'identity']) {
      const answer = await request(
        '/about-us',
        'GET',
        'HTTP/1.1',
        `Accept-Encoding: ${refusal}\r\n`,
      )
      expect(header(answer, 'Content-Encoding'), refusal).toBeUndefined()
      expect(header(answer, 'Vary'), refusal).toBe('Accept-Encoding')
      expect(answer.body.toString()).toContain('About')
    }
    const star = await request('/about-us', 'GET', 'HTTP/1.1', 'Accept-Encoding: *\r\n')
    expect(header(star, 'Content-Encoding')).toBe('gzip')
    expect(header(await request('/nope'), 'Vary')).toBe('Accept-Encoding')
    expect(header(await request('/photo.png'), 'Vary')).toBeUndefined()
  })

  it('ETag and 304, per encoding', async () => {
    const first = await request('/about-us')
    const etag = header(first, 'ETag')!
    expect(etag).toMatch(/^"[\w-]+"$/)
    const again = await request('/about-us', 'GET', 'HTTP/1.1', `If-None-Match: ${etag}\r\n`)
    expect(again.status).toBe(304)
    expect(again.body.length).toBe(0)
    expect(header(again, 'ETag')).toBe(etag)
    const gz = await request('/about-us', 'GET', 'HTTP/1.1', 'Accept-Encoding: gzip\r\n')
    expect(header(gz, 'ETag')).not.toBe(etag)
    const stale = await request('/about-us', 'GET', 'HTTP/1.1', 'If-None-Match: "other"\r\n')
    expect(stale.status).toBe(200)
    writeFileSync(join(site, 'about-us.html'), '<!doctype html><p>About, changed</p>')
    const changed = await request('/about-us', 'GET', 'HTTP/1.1', `If-None-Match: ${etag}\r\n`)
    expect(changed.status).toBe(200)
    expect(changed.body.toString()).toContain('changed')
  })

  it('single byte ranges', async () => {
    const part = await request('/photo.png', 'GET', 'HTTP/1.1', 'Range: bytes=10-19\r\n')
    expect(part.status).toBe(206)
    expect(header(part, 'Content-Range')).toBe('bytes 10-19/500')
    expect(part.body.length).toBe(10)
    const tail = await request('/photo.png', 'GET', 'HTTP/1.1', 'Range: bytes=-5\r\n')
    expect(header(tail, 'Content-Range')).toBe('bytes 495-499/500')
    const beyond = await request('/photo.png', 'GET', 'HTTP/1.1', 'Range: bytes=900-\r\n')
    expect(beyond.status).toBe(416)
    expect(header(beyond, 'Content-Range')).toBe('bytes */500')
  })

  it('a file removed while being served gets 404, and the server goes on', async () => {
    writeFileSync(join(site, 'brief.html'), '<p>brief</p>')
    expect((await request('/brief')).status).toBe(200)
    rmSync(join(site, 'brief.html'))
    expect((await request('/brief')).status).toBe(404)
    expect((await request('/')).status).toBe(200)
  })
})
