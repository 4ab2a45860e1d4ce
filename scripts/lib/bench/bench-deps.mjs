// The benchmark's own packages (Lighthouse and the Chrome launcher), a package of their own in
// bench/, installed on the first bench run (scripts/lib/tools/package-deps.mjs).
import { createRequire } from 'node:module'
import { pathToFileURL } from 'node:url'
import { ensurePackageDeps } from '../tools/package-deps.mjs'

const BENCH = new URL('../../../bench/', import.meta.url)

/** Installs bench/'s packages unless those of its current lock are already there. */
export function ensureBenchDeps() {
  ensurePackageDeps(BENCH, 'the bench packages (Lighthouse, Chrome launcher)')
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
