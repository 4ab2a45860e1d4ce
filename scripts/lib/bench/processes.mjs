// The bench's child processes: commands that must succeed, the bare page's build and the
// static servers it measures.
import { spawn, spawnSync } from 'node:child_process'
import { createHash, X509Certificate } from 'node:crypto'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

/** Runs a command with the bench's output; a failure ends the bench with its exit status. */
export function run(command, commandArgs, options = {}) {
  const result = spawnSync(command, commandArgs, { stdio: 'inherit', ...options })
  if (result.status !== 0) process.exit(result.status ?? 1)
}

/**
 * Builds the bare page with Next's default `next build` (no options of ours) and returns its
 * folder. The folder sits inside the project `root` so that Next finds the project's
 * node_modules; the caller removes it afterwards.
 */
export function buildBarePage(root) {
  const dir = mkdtempSync(join(root, '.bench-bare-'))
  mkdirSync(join(dir, 'app'))
  writeFileSync(join(dir, 'package.json'), '{ "private": true, "type": "module" }\n')
  writeFileSync(join(dir, 'next.config.mjs'), "export default { output: 'export' }\n")
  writeFileSync(
    join(dir, 'app', 'layout.jsx'),
    `export const metadata = { title: 'Bare page', description: 'A bare Next.js page.' }
export default function RootLayout({ children }) {
  return (<html lang="en"><body>{children}</body></html>)
}
`,
  )
  writeFileSync(
    join(dir, 'app', 'page.jsx'),
    `export default function Page() {
  return (
    <main>
      <h1>A bare Next.js page</h1>
      <p>One heading and two paragraphs, rendered on the server, with no client code of its own.</p>
      <p>It is what any page built with these versions of next, react and react-dom costs at least.</p>
    </main>
  )
}
`,
  )
  run(process.execPath, [join(root, 'node_modules/next/dist/bin/next'), 'build'], {
    cwd: dir,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
  })
  return dir
}

/**
 * A throwaway TLS certificate for 127.0.0.1, made with openssl for this run only, so the servers
 * can speak HTTP/2 as every named host does (browsers speak HTTP/2 only over TLS). Returns the
 * files, the SHA-256 of its public key (Chromium trusts that key alone, so the pages load as from
 * a valid certificate and their files are cached: a certificate error would disable the cache)
 * and a `remove()`; or null (with a warning) when openssl is missing or fails.
 */
export function throwawayCertificate() {
  const dir = mkdtempSync(join(tmpdir(), 'coverbridge-bench-tls-'))
  const cert = join(dir, 'cert.pem')
  const key = join(dir, 'key.pem')
  const made = spawnSync(
    'openssl',
    [
      'req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes',
      '-days', '1', '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1',
      '-keyout', key, '-out', cert,
    ],
    { stdio: 'ignore' },
  )
  if (made.status !== 0) {
    rmSync(dir, { recursive: true, force: true })
    console.warn('bench: openssl could not make a certificate; serving over HTTP/1.1 instead')
    return null
  }
  const spki = new X509Certificate(readFileSync(cert)).publicKey.export({ type: 'spki', format: 'der' })
  return {
    cert,
    key,
    spkiHash: createHash('sha256').update(spki).digest('base64'),
    remove: () => rmSync(dir, { recursive: true, force: true }),
  }
}

/**
 * Starts the project's static server on `dir` (over HTTP/2 with TLS when given a certificate);
 * resolves once it has printed its address.
 */
export function serve(dir, port, tls = null) {
  const server = spawn(
    process.execPath,
    [
      'scripts/serve.mjs', '--dir', dir, '--port', String(port), '--quiet',
      ...(tls ? ['--tls-cert', tls.cert, '--tls-key', tls.key] : []),
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  )
  return new Promise((resolve) => server.stdout.once('data', () => resolve(server)))
}

/**
 * The ports of `ports` that something on 127.0.0.1 already listens on (a server a stopped bench
 * left behind, say). The bench checks its ports before it builds, so that a taken one stops it in
 * seconds, naming the port, rather than after minutes of building.
 */
export async function portsInUse(ports) {
  const taken = []
  for (const port of ports) {
    const free = await new Promise((resolve) => {
      const probe = createServer()
      probe.once('error', () => resolve(false))
      probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)))
    })
    if (!free) taken.push(port)
  }
  return taken
}
