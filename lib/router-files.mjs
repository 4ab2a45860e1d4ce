// Which pages the client router prefetches, and so which route files the export keeps for them.
// Next writes, beside each page's HTML and its router payload (`shop-details/1.txt`), a folder of
// per-segment files (`shop-details/1/__next.*.txt`) that only a prefetch reads, and a copy of the
// payload (`__next._full.txt`) that nothing in the exported router asks for. For the pages made
// from content collections (a product, a post, a page of a list), thousands of them, those files
// would be most of the export: five files and about 100 KB a page. So links to these pages do not
// prefetch (the router opens them with one request of the page's `.txt` on the click) and the
// build makes no such files for them (scripts/lib/export/segment-data.cjs; the prune deletes any
// it finds); the fixed pages (the menu's) keep prefetching on intent and keep their files. The
// link component (components/ui/link.tsx), the build's stand-in and its prune
// (scripts/lib/export/prune-export.mjs) read this one list. Plain JavaScript for the build scripts;
// types in router-files.d.mts.

/**
 * Paths (without the site's prefix) of the pages generated from content: one per product, post
 * and list page (a blog category's, topic's or author's, a shop category's too). A new dynamic route belongs here (tests/unit/lib/router-files.test.ts checks
 * every one under app/).
 */
export const GENERATED_PAGES = [
  /^\/shop-details\/[^/]+$/,
  /^\/blog-details\/[^/]+$/,
  /^\/(?:shop|blog|blog-grid|project-v2)\/page\/[^/]+$/,
  // The lists of each blog category, topic and author ('/blog/category/growth/page/2').
  /^\/blog\/[^/]+\/[^/]+(?:\/page\/[^/]+)?$/,
  // The lists of each shop category ('/shop/category/books').
  /^\/shop\/category\/[^/]+(?:\/page\/[^/]+)?$/,
]

/** The file name prefix of Next's per-segment route files. */
export const SEGMENT_FILE = /^__next\..*\.txt$/

/** The copy of a page's router payload that the exported router never fetches. */
export const FULL_PAYLOAD_COPY = '__next._full.txt'

/** Whether the router prefetches a page of this site: every page but the generated ones. */
export function routerPrefetches(path) {
  const pathname = path.split(/[?#]/)[0].replace(/\/$/, '') || '/'
  return !GENERATED_PAGES.some((pattern) => pattern.test(pathname))
}
