// The benchmark's own packages (Lighthouse and the Chrome launcher) are a package of their own in
// bench/, apart from the site's install: `npm ci` and `npm test` never download them. The first
// bench run installs them with `npm ci --prefix bench`; a later run installs them again when
// bench/package-lock.json differs from the lock they were installed from (a hash of it is kept in
// bench/node_modules).
import { spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { fileURLToPath, pathToFileURL } from 'node:url'

const BENCH = new URL('../../bench/', import.meta.url)
const LOCK = new URL('package-lock.json', BENCH)
const STAMP = new URL('node_modules/.installed-lock.sha256', BENCH)

const hashOf = (file) => createHash('sha256').update(readFileSync(file)).digest('hex')

/** Installs bench/'s packages unless those of its current lock are already there. */
export function ensureBenchDeps() {
  const wanted = hashOf(LOCK)
  const installed = existsSync(STAMP) ? readFileSync(STAMP, 'utf8').trim() : null
  if (installed === wanted) return
  console.log(
    installed
      ? 'bench/package-lock.json has changed since the bench packages were installed: reinstalling them.'
      : 'Installing the bench packages (Lighthouse, Chrome launcher) into bench/node_modules, once.',
  )
  const result = spawnSync(
    'npm',
    ['ci', '--prefix', fileURLToPath(BENCH), '--no-audit', '--no-fund'],
    { stdio: 'inherit' },
  )
  if (result.status !== 0) {
    console.error('Could not install the bench packages: `npm ci --prefix bench` failed.')
    process.exit(result.status ?? 1)
  }
  writeFileSync(STAMP, `${wanted}\n`)
}

/** Installs bench/'s packages if needed, then loads them from bench/node_modules. */
export async function loadBenchDeps() {
  ensureBenchDeps()
  const require = createRequire(new URL('package.json', BENCH))
  const load = (name) => import(pathToFileURL(require.resolve(name)).href)
  const version = (name) => require(`${name}/package.json`).version
  const [lighthouse, chromeLauncher] = await Promise.all([
    load('lighthouse'),
    load('chrome-launcher'),
  ])
  return {
    lighthouse: lighthouse.default,
    chromeLauncher,
    versions: { lighthouse: version('lighthouse'), chromeLauncher: version('chrome-launcher') },
  }
}
