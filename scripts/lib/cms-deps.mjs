// The CMS's own packages (Decap CMS and decap-server), a package of their own in cms/: about 700
// packages, of which visitors get only decap-cms/dist, copied into out/admin by the build.
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { ensurePackageDeps } from './package-deps.mjs'

const CMS = new URL('../../cms/', import.meta.url)

/** Installs cms/'s packages if needed; the folder of decap-cms's bundle and decap-server's entry. */
export function cmsDeps() {
  ensurePackageDeps(CMS, 'the CMS packages (Decap CMS, decap-server)')
  const require = createRequire(new URL('package.json', CMS))
  const decap = dirname(require.resolve('decap-cms/package.json'))
  return {
    dist: join(decap, 'dist'),
    version: require('decap-cms/package.json').version,
    server: require.resolve('decap-server'),
  }
}
