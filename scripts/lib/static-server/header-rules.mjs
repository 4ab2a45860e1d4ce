// The headers of the site's `_headers` file (Netlify / Cloudflare Pages format), chosen by the
// file served rather than by the raw request path.
import { readFileSync, statSync } from 'node:fs'
import { join, relative, sep } from 'node:path'

/** Parses a `_headers` file: a path pattern line, then indented `Name: value` lines. */
export function parseHeadersFile(text) {
  const rules = []
  for (const raw of text.split(/\r?\n/)) {
    if (!raw.trim() || raw.trim().startsWith('#')) continue
    if (!/^\s/.test(raw)) {
      const pattern = raw.trim()
      const regex = new RegExp(
        `^${pattern
          .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
          .replace(/\*/g, '.*')
          .replace(/:[A-Za-z]+/g, '[^/]+')}$`,
      )
      rules.push({ pattern, regex, headers: [] })
    } else if (rules.length) {
      const match = /^\s+([^:]+):\s*(.*)$/.exec(raw)
      if (match) rules.at(-1).headers.push([match[1].trim(), match[2].trim()])
    }
  }
  return rules
}

/**
 * The URL paths a host answers with this file: its own path and, for a page, its clean URL, each
 * under the site's path prefix `basePath` ('' at the root).
 */
export function pathsOfFile(realRoot, file, basePath = '') {
  const own = `/${relative(realRoot, file).split(sep).join('/')}`
  const paths = !own.endsWith('.html')
    ? [own]
    : own === '/index.html'
      ? ['/', own]
      : [own.replace(/(\/index)?\.html$/, ''), `${own.replace(/(\/index)?\.html$/, '')}/`, own]
  return basePath ? paths.map((path) => `${basePath}${path === '/' ? '/' : path}`) : paths
}

/**
 * Returns `headersFor(file)`: the headers of every `_headers` rule in `root` that matches the
 * file. The rules are read again whenever the file changes, so a rebuild under a running server
 * is picked up. With `enabled` false no rule ever applies.
 */
export function createHeaderRules({ root, realRoot, enabled = true, basePath = '' }) {
  let headerRules = []
  let headersStamp = null

  function currentRules() {
    if (!enabled) return []
    const file = join(root, '_headers')
    let stamp = 0
    try {
      stamp = statSync(file).mtimeMs
    } catch {
      stamp = 0
    }
    if (stamp !== headersStamp) {
      headersStamp = stamp
      try {
        headerRules = stamp ? parseHeadersFile(readFileSync(file, 'utf8')) : []
      } catch {
        headerRules = []
      }
    }
    return headerRules
  }

  return function headersFor(file) {
    const paths = pathsOfFile(realRoot, file, basePath)
    const out = {}
    for (const rule of currentRules()) {
      if (paths.some((path) => rule.regex.test(path)))
        for (const [name, value] of rule.headers) out[name] = value
    }
    return out
  }
}
