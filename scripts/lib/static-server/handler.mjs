// One request, from method and target to the status sent: 405 for anything but GET and HEAD,
// 400 for a target that is not a servable path, the file, or the 404 page with status 404.
import { join } from 'node:path'
import { createHeaderRules } from './header-rules.mjs'
import { resolveFile, targetSegments } from './resolve.mjs'
import { createFileCache, plain, send } from './send.mjs'

/**
 * Returns `handle(request, response)` for the site in `root` (`realRoot` is its real path),
 * resolving to the status sent. With `headers` false the `_headers` file is ignored.
 */
export function createHandler({ root, realRoot, headers = true }) {
  const context = {
    load: createFileCache(),
    headersFor: createHeaderRules({ root, realRoot, enabled: headers }),
  }
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
    const segments = targetSegments(request.url ?? '')
    if (!segments) return plain(response, 400, 'Bad request\n')
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
