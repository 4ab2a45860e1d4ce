// The CMS's own packages, in cms/, apart from the site's install. decap-server (the local write
// API) installs from cms/package-lock.json. Decap CMS itself is its npm tarball at the version and
// integrity cms/package.json pins: its dist/ is a self-contained bundle, while its package also
// declares its whole source tree (about 620 packages, a minute of install) as dependencies.
import { spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { ensurePackageDeps } from '../tools/package-deps.mjs'

const CMS = new URL('../../../cms/', import.meta.url)

/** The pinned Decap CMS: its version and the integrity of its npm tarball. */
export function pinnedDecap() {
  return JSON.parse(readFileSync(new URL('package.json', CMS), 'utf8')).decapCms
}

/** Fetches the pinned tarball into `dir` (npm pack: the registry and npm's cache), checked. */
function fetchDecap(dir, { version, integrity }) {
  console.log(`Fetching Decap CMS ${version} into cms/node_modules/decap-cms, once.`)
  rmSync(dir, { recursive: true, force: true })
  mkdirSync(dir, { recursive: true })
  const pack = spawnSync(
    'npm',
    ['pack', `decap-cms@${version}`, '--pack-destination', dir, '--json', '--loglevel=error'],
    { encoding: 'utf8' },
  )
  if (pack.status !== 0) throw new Error(`npm pack decap-cms@${version} failed: ${pack.stderr}`)
  const tarball = join(dir, JSON.parse(pack.stdout)[0].filename)
  const digest = `sha512-${createHash('sha512').update(readFileSync(tarball)).digest('base64')}`
  if (digest !== integrity) {
    rmSync(dir, { recursive: true, force: true })
    throw new Error(`decap-cms@${version}: the tarball's integrity ${digest} is not the pinned one`)
  }
  const untar = spawnSync('tar', ['-xzf', tarball, '-C', dir, '--strip-components=1'])
  rmSync(tarball)
  if (untar.status !== 0) throw new Error(`could not unpack decap-cms@${version}`)
}

/** Installs cms/'s packages if needed; the folder of Decap CMS's bundle and decap-server's entry. */
export function cmsDeps() {
  ensurePackageDeps(CMS, "decap-server (the CMS's local write API)")
  const pinned = pinnedDecap()
  const decap = fileURLToPath(new URL('node_modules/decap-cms/', CMS))
  const installed = existsSync(join(decap, 'package.json'))
    ? JSON.parse(readFileSync(join(decap, 'package.json'), 'utf8')).version
    : null
  if (installed !== pinned.version) fetchDecap(decap, pinned)
  const require = createRequire(new URL('package.json', CMS))
  return {
    dist: join(decap, 'dist'),
    version: pinned.version,
    server: require.resolve('decap-server'),
  }
}
