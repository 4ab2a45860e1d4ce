// Packages of their own, apart from the site's install: the bench's (Lighthouse, bench/) and the
// CMS's (Decap CMS and its local server, cms/). `npm ci` and `npm test` never download them unless
// a step needs them. The first use installs them with `npm ci --prefix <folder>`; a later one
// installs them again when the folder's package-lock.json differs from the lock they were
// installed from (a hash of it is kept in <folder>/node_modules).
import { spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

const hashOf = (file) => createHash('sha256').update(readFileSync(file)).digest('hex')

/**
 * Installs the packages of `folder` (a URL ending in '/') unless those of its current lock are
 * already there; `what` names them in the message.
 */
export function ensurePackageDeps(folder, what) {
  const lock = new URL('package-lock.json', folder)
  const stamp = new URL('node_modules/.installed-lock.sha256', folder)
  const wanted = hashOf(lock)
  const installed = existsSync(stamp) ? readFileSync(stamp, 'utf8').trim() : null
  if (installed === wanted) return
  const name = fileURLToPath(folder).replace(/\/$/, '').split('/').pop()
  console.log(
    installed
      ? `${name}/package-lock.json has changed since its packages were installed: reinstalling them.`
      : `Installing ${what} into ${name}/node_modules, once.`,
  )
  const result = spawnSync(
    'npm',
    ['ci', '--prefix', fileURLToPath(folder), '--no-audit', '--no-fund', '--loglevel=error'],
    { stdio: 'inherit' },
  )
  if (result.status !== 0) {
    console.error(`Could not install ${what}: \`npm ci --prefix ${name}\` failed.`)
    process.exit(result.status ?? 1)
  }
  writeFileSync(stamp, `${wanted}\n`)
}
