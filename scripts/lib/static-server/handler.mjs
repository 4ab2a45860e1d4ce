// One request, from method and target to the status sent: 405 for anything but GET and HEAD,
// 400 for a target that is not a servable path, the file, or the 404 page with status 404.
import { join } from 'node:path'
import { createHeaderRules } from './header-rules.mjs'
import { resolveFile, targetSegments } from './resolve.mjs'
import { createFileCache, plain, send } from './send.mjs'

/**
 * Returns `handle(request, response)` for the site in `root` (`realRoot` is its real path),
 * resolving to the status sent. With `headers` false the `_headers` file is ignored. With a
 * `basePath` ('/coverbridge') the site answers under that prefix only, as a host that mounts it
 * there: every other path gets the 404 page.
 */
export function createHandler({ root, realRoot, headers = true, basePath = '' }) {
  const context = {
    load: createFileCache(),
    headersFor: createHeaderRules({ root, realRoot, enabled: headers, basePath }),
  }
  const prefix = basePath.split('/').filter(Boolean)
  /** The segments inside the site, or null for a path outside the prefix. */
  const inside = (segments) =>
    prefix.every((segment, index) => segments[index] === segment)
      ? segments.slice(prefix.length)
      : null
  const notFoundPage = join(realRoot, '404.html')

  async function notFound(request, response) {
    try {
      return await send(request, response, notFoundPage, 404, context)
    } catch {
      return plain(response, 404, 'Not found\n')
    }
  }

  return async function handle(request, response) {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return plain(response, 405, 'Method not allowed\n', { Allow: 'GET, HEAD' })
    }
    const target = targetSegments(request.url ?? '')
    if (!target) return plain(response, 400, 'Bad request\n')
    const segments = inside(target)
    if (!segments) return notFound(request, response)
    const file = await resolveFile(realRoot, segments)
    // The 404 page itself answers with 404, whichever name it is asked by.
    if (!file || file === notFoundPage) return notFound(request, response)
    try {
      return await send(request, response, file, 200, context)
    } catch (error) {
      // The file disappeared between looking it up and reading it.
      if (error?.code === 'ENOENT' || error?.code === 'EISDIR') return notFound(request, response)
      throw error
    }
  }
}
