// Bundled into the server build in place of Next's collect-segment-data module (next.config.mjs,
// SkipGeneratedSegmentData). After rendering a page, Next decodes the page's router payload again,
// cuts it into one prefetch file per layout and page (`shop-details/1/__next.*.txt`) and gzips
// each part to measure which ones to bundle together. The pages made from content are never
// prefetched, and the build deletes those files (prune-export.mjs): for them that work was about
// half of all the rendering, 2.4 min of a 5,000-product build's 4. For their routes this stand-in
// answers as Next does for a page with nothing to prefetch (no files, no hints); every other page
// gets Next's own. The pages and router payloads are the same bytes either way.
const next = require('next/dist/server/app-render/collect-segment-data.js')
const { workAsyncStorage } = require('next/dist/server/app-render/work-async-storage.external')
const { routerPrefetches } = require('../../../lib/router-files.mjs')

/**
 * Whether the export keeps the segment files of the pages of `route`, a route of app/ as Next
 * names it ('/shop-details/[id]', '/blog/[kind]/[...list]'): a route with params makes pages from
 * content, whose links do not prefetch; a fixed route's pages keep them.
 */
function routeKeepsSegmentFiles(route) {
  return routerPrefetches(route.replace(/\[\[?[^\]]*\]\]?/g, '0'))
}

/** Whether the page being rendered keeps its segment files; a page of no known route does. */
function keeps() {
  const route = workAsyncStorage.getStore()?.route
  return typeof route !== 'string' || routeKeepsSegmentFiles(route)
}

module.exports = {
  routeKeepsSegmentFiles,
  collectPrefetchHints: (...args) => (keeps() ? next.collectPrefetchHints(...args) : null),
  collectSegmentData: (...args) => (keeps() ? next.collectSegmentData(...args) : undefined),
}
