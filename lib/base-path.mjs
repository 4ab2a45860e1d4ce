// Where the site lives on its host: the path prefix every URL of the export starts with, and the
// public address absolute URLs are built from. One reading of the environment for next.config.mjs,
// the app (lib/paths.ts), the postbuild, the search index and the static server.
//
// NEXT_PUBLIC_BASE_PATH ('/coverbridge') sets the prefix. NEXT_PUBLIC_SITE_URL may carry it too
// ('https://org.github.io/coverbridge'): its path is then the prefix when NEXT_PUBLIC_BASE_PATH is
// unset. Both set with different paths is an error, as is a prefix that is not a plain path.

/** '/coverbridge' from ' coverbridge/ ', '' from '' or '/'; throws on what cannot be a prefix. */
export function normaliseBasePath(value) {
  const trimmed = (value ?? '').trim().replace(/^\/+|\/+$/g, '')
  if (!trimmed) return ''
  if (
    !/^[A-Za-z0-9._~-]+(\/[A-Za-z0-9._~-]+)*$/.test(trimmed) ||
    /(^|\/)\.\.?(\/|$)/.test(trimmed)
  ) {
    throw new Error(`the base path "${value}" must be a plain path such as /coverbridge`)
  }
  return `/${trimmed}`
}

/**
 * The prefix and the site's origin for an environment: `{ basePath, origin }`, where `origin`
 * has no path ('http://localhost:3000' when NEXT_PUBLIC_SITE_URL is unset or unreadable).
 */
export function resolveSite(env = process.env) {
  const rawUrl = env.NEXT_PUBLIC_SITE_URL?.trim() || 'http://localhost:3000'
  let url
  try {
    url = new URL(rawUrl)
  } catch {
    url = new URL('http://localhost:3000')
  }
  const fromUrl = normaliseBasePath(url.pathname)
  const explicit = env.NEXT_PUBLIC_BASE_PATH?.trim()
  const basePath = explicit ? normaliseBasePath(explicit) : fromUrl
  if (explicit && fromUrl && fromUrl !== basePath) {
    throw new Error(
      `NEXT_PUBLIC_BASE_PATH (${basePath}) and the path of NEXT_PUBLIC_SITE_URL (${fromUrl}) differ: set one, or both alike`,
    )
  }
  return { basePath, origin: url.origin }
}

/** A site path ('/pricing') as served under `basePath` ('/coverbridge/pricing'; '/' -> '/coverbridge'). */
export function withBasePath(basePath, path) {
  if (!basePath) return path
  return path === '/' ? basePath : `${basePath}${path}`
}
