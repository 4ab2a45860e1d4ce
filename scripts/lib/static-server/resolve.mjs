// From a request target to a file inside the site folder: nothing outside it is ever reached
// (`..` segments, symlinks that lead out), nor dotfiles and host config files.
import { realpath, stat } from 'node:fs/promises'
import { join, sep } from 'node:path'

/** Files that configure a host and are never served (any static host hides them too). */
export const HOST_CONFIG = new Set([
  '_headers',
  '_redirects',
  '_routes.json',
  '_csp.nginx.conf',
  'netlify.toml',
])

/**
 * The decoded path segments of a request target, or null when it is not a path this server
 * can answer (unparseable, bad percent-encoding, NUL, `..`).
 */
export function targetSegments(target) {
  let rawPath
  if (target.startsWith('/')) {
    rawPath = target.replace(/[?#].*$/s, '')
  } else if (/^https?:\/\//i.test(target)) {
    try {
      rawPath = new URL(target).pathname
    } catch {
      return null
    }
  } else {
    return null
  }
  let decoded
  try {
    decoded = decodeURIComponent(rawPath)
  } catch {
    return null
  }
  if (/[\0\\]/.test(decoded)) return null
  const segments = decoded.split('/').filter((segment) => segment !== '' && segment !== '.')
  if (segments.some((segment) => segment === '..')) return null
  return segments
}

/** The real path of a file when it is inside `realRoot` once every symlink is followed, else null. */
export async function insideRoot(realRoot, file) {
  try {
    const real = await realpath(file)
    return real === realRoot || real.startsWith(realRoot + sep) ? real : null
  } catch {
    return null
  }
}

async function isFile(file) {
  try {
    return (await stat(file)).isFile()
  } catch {
    return false
  }
}

/**
 * Maps path segments to a real file inside `realRoot`, or null: the path itself, then
 * `path.html`, then `path/index.html`.
 */
export async function resolveFile(realRoot, segments) {
  if (segments.some((segment) => segment.startsWith('.'))) return null
  if (segments.length === 1 && HOST_CONFIG.has(segments[0])) return null
  const base = join(realRoot, ...segments)
  const candidates = segments.length
    ? [base, `${base}.html`, join(base, 'index.html')]
    : [join(base, 'index.html')]
  for (const candidate of candidates) {
    if (!(await isFile(candidate))) continue
    const real = await insideRoot(realRoot, candidate)
    if (real) return real
  }
  return null
}
