// Which kind of build an export folder holds. `npm run build:e2e` bakes stand-in EmailJS ids and
// a localhost site URL into the pages: that export is for the tests only, and `npm start` must
// never serve it as the site. The stamp is a dotfile, which the static server never serves.
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { resolveSite } from '../../../lib/base-path.mjs'

export const STAMP_FILE = '.coverbridge-build.json'

/** 'e2e' when COVERBRIDGE_BUILD_KIND=e2e (set by `npm run build:e2e`), 'site' otherwise. */
export function currentKind(env = process.env) {
  return env.COVERBRIDGE_BUILD_KIND === 'e2e' ? 'e2e' : 'site'
}

export function writeStamp(dir, env = process.env) {
  const stamp = {
    kind: currentKind(env),
    siteUrl: env.NEXT_PUBLIC_SITE_URL || null,
    // Only a build for a path prefix says so: `npm run serve` then serves it there.
    ...(resolveSite(env).basePath ? { basePath: resolveSite(env).basePath } : {}),
    // Only a build from a copy of content/ (the CMS test's) says which.
    ...(env.COVERBRIDGE_CONTENT_DIR ? { contentDir: env.COVERBRIDGE_CONTENT_DIR } : {}),
  }
  writeFileSync(join(dir, STAMP_FILE), `${JSON.stringify(stamp, null, 2)}\n`)
  return stamp
}

/** The stamp of an export folder, or null when it has none (a build older than the stamp). */
export function readStamp(dir) {
  const file = join(dir, STAMP_FILE)
  if (!existsSync(file)) return null
  try {
    return JSON.parse(readFileSync(file, 'utf8'))
  } catch {
    return null
  }
}
