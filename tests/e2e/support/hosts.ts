// Real web servers (Debian's nginx and Caddy) run unprivileged on a test port over an export
// folder, for the deploy recipes in deploy/. And one raw HTTP request helper: no decompression,
// so the bytes sent and the Content-Encoding are what the server chose.
import { spawn, type ChildProcess } from 'node:child_process'
import {
  chmodSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs'
import { request } from 'node:http'
import { connect } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

export const E2E_PORT = Number(process.env.E2E_PORT ?? 4173)

/** A file of our own in every site folder: the server must serve it before any test runs. */
const PROBE = 'probe.wasm'

/** The first of `candidates` that exists, or null (the binary is not installed). */
export function binary(...candidates: string[]): string | null {
  return candidates.find((file) => existsSync(file)) ?? null
}

export type RawResponse = { status: number; headers: Record<string, string>; body: Buffer }

/** GET with `Accept-Encoding: gzip` (or none); the body as sent on the wire. */
export function rawGet(port: number, path: string, gzip = true): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = request(
      { host: '127.0.0.1', port, path, headers: gzip ? { 'Accept-Encoding': 'gzip' } : {} },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (chunk: Buffer) => chunks.push(chunk))
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: Object.fromEntries(
              Object.entries(res.headers).map(([name, value]) => [name, String(value)]),
            ),
            body: Buffer.concat(chunks),
          }),
        )
      },
    )
    req.on('error', reject)
    req.end()
  })
}

async function waitForPort(port: number, child: ChildProcess, log: () => string) {
  for (let tries = 0; tries < 100; tries++) {
    if (child.exitCode !== null) throw new Error(`server exited: ${log()}`)
    const open = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1')
      socket.on('connect', () => socket.end(() => resolve(true)))
      socket.on('error', () => resolve(false))
    })
    if (open) return
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`nothing listens on ${port}: ${log()}`)
}

export type Host = { port: number; stop(): Promise<void> }

export type SiteOptions = {
  /** The checkout whose deploy/ recipe runs (this one by default). */
  checkout?: string
  /** How the site folder is laid out (tests of the readability check replace it). */
  siteFolder?: (exportDir: string, basePath: string) => { dir: string; site: string }
}

/**
 * The old layout: the site folder links to the export where it lives. A worker that cannot enter
 * the export's folder cannot read it; only the check of that failure uses it.
 */
export function linkedSiteFolder(exportDir: string, basePath: string) {
  const dir = mkdtempSync(join(tmpdir(), 'coverbridge-host-'))
  const site = join(dir, 'site')
  const target = join(site, ...basePath.split('/').filter(Boolean))
  mkdirSync(target, { recursive: true })
  openToAll(dir)
  for (const name of readdirSync(exportDir)) symlinkSync(join(exportDir, name), join(target, name))
  writeFileSync(join(exportDir, PROBE), Buffer.alloc(4096, 0))
  return { dir, site }
}

/** Makes a tree readable and enterable by every user: directories 755, files 644. */
function openToAll(path: string) {
  if (statSync(path).isDirectory()) {
    chmodSync(path, 0o755)
    for (const name of readdirSync(path)) openToAll(join(path, name))
  } else chmodSync(path, 0o644)
}

/**
 * A temporary site folder laid out as the recipes say: a copy of the export at the root, or inside
 * a folder named like the path prefix. A copy, not links into the checkout: nginx started as root
 * reads files as an unprivileged worker, which cannot enter a checkout that lives in a private
 * folder (a `mktemp -d` folder, /root). A small .wasm file is added, since the export's own
 * WebAssembly (Pagefind's) ships already compressed.
 */
function siteFolder(exportDir: string, basePath: string) {
  const dir = mkdtempSync(join(tmpdir(), 'coverbridge-host-'))
  const site = join(dir, 'site')
  const target = join(site, ...basePath.split('/').filter(Boolean))
  mkdirSync(target, { recursive: true })
  cpSync(exportDir, target, { recursive: true })
  writeFileSync(join(target, PROBE), Buffer.alloc(4096, 0))
  openToAll(dir)
  return { dir, site }
}

/**
 * Fails, saying why, when the server answers but cannot read the site (a worker without the
 * right to enter the folder), instead of letting every test meet a bare 404.
 */
async function expectReadable(name: string, port: number, basePath: string, log: () => string) {
  const response = await rawGet(port, `${basePath}/${PROBE}`, false)
  if (response.status === 200) return
  throw new Error(
    `${name} cannot read the site folder (it answered ${response.status} for ${basePath}/${PROBE}, ` +
      `a file it was given): its worker process lacks the right to read or enter the folder. ` +
      `Server log:\n${log().split('\n').slice(-5).join('\n')}`,
  )
}

async function started(
  name: string,
  child: ChildProcess,
  port: number,
  basePath: string,
  dir: string,
  log: () => string,
): Promise<Host> {
  const stop = () =>
    new Promise<void>((resolve) => {
      const done = () => {
        rmSync(dir, { recursive: true, force: true })
        resolve()
      }
      if (child.exitCode !== null) return done()
      child.once('exit', done)
      child.kill('SIGTERM')
    })
  try {
    await waitForPort(port, child, log)
    await expectReadable(name, port, basePath, log)
  } catch (error) {
    await stop()
    throw error
  }
  return { port, stop }
}

/** Replaces `from` in `text`, failing loudly when the recipe no longer holds it. */
function swap(text: string, from: RegExp, to: string): string {
  if (!from.test(text)) throw new Error(`deploy recipe changed: ${from} not found`)
  return text.replace(from, to)
}

/** deploy/nginx.conf on `port`, serving `exportDir` under `basePath`. */
export function startNginx(
  nginx: string,
  exportDir: string,
  basePath: string,
  port: number,
  options: SiteOptions = {},
) {
  const { dir, site } = (options.siteFolder ?? siteFolder)(exportDir, basePath)
  let recipe = readFileSync(join(options.checkout ?? process.cwd(), 'deploy', 'nginx.conf'), 'utf8')
  recipe = swap(recipe, /listen 80;/, `listen 127.0.0.1:${port};`)
  recipe = swap(recipe, /root \/var\/www\/coverbridge;/, `root ${site};`)
  recipe = swap(recipe, /(map \$host \$coverbridge_base \{\s*default )"";/, `$1"${basePath}";`)
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
    .map((kind) => `${kind}_temp_path ${join(dir, kind)};`)
    .join('\n')
  writeFileSync(
    join(dir, 'nginx.conf'),
    `worker_processes 1;\npid ${join(dir, 'nginx.pid')};\nerror_log ${join(dir, 'error.log')};\n` +
      `events {}\nhttp {\ninclude /etc/nginx/mime.types;\ndefault_type application/octet-stream;\n` +
      `access_log off;\n${temp}\n${recipe}\n}\n`,
  )
  const child = spawn(
    nginx,
    ['-p', dir, '-e', join(dir, 'error.log'), '-c', join(dir, 'nginx.conf'), '-g', 'daemon off;'],
    { stdio: 'ignore' },
  )
  const log = () =>
    existsSync(join(dir, 'error.log')) ? readFileSync(join(dir, 'error.log'), 'utf8') : ''
  return started('nginx', child, port, basePath, dir, log)
}

/** deploy/Caddyfile on `port`, serving `exportDir` under `basePath` (no admin API, no HTTPS). */
export function startCaddy(
  caddy: string,
  exportDir: string,
  basePath: string,
  port: number,
  options: SiteOptions = {},
) {
  const { dir, site } = (options.siteFolder ?? siteFolder)(exportDir, basePath)
  const recipe = readFileSync(
    join(options.checkout ?? process.cwd(), 'deploy', 'Caddyfile'),
    'utf8',
  )
  writeFileSync(join(dir, 'Caddyfile'), `{\n\tadmin off\n\tauto_https off\n}\n\n${recipe}`)
  let output = ''
  const child = spawn(
    caddy,
    ['run', '--config', join(dir, 'Caddyfile'), '--adapter', 'caddyfile'],
    {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        HOME: dir,
        XDG_DATA_HOME: dir,
        XDG_CONFIG_HOME: dir,
        SITE_ADDRESS: `http://127.0.0.1:${port}`,
        SITE_ROOT: site,
        BASE_PATH: basePath,
      },
    },
  )
  child.stdout?.on('data', (data) => (output += data))
  child.stderr?.on('data', (data) => (output += data))
  return started('caddy', child, port, basePath, dir, () => output)
}
