// Which exported pages go into the site search, and as what type. Kept apart from the indexer
// so the rules can be unit-tested without building.

/** '/blog-details/3' for 'blog-details/3.html'; '/' for 'index.html'. */
export function routeOf(relativeFile) {
  const path = `/${relativeFile.replace(/\\/g, '/').replace(/\.html$/, '')}`
  return path === '/index' ? '/' : path.replace(/\/index$/, '')
}

/** The result type shown next to a hit: post, product, project or page. */
export function searchType(route) {
  if (route.startsWith('/blog-details/')) return 'post'
  if (route.startsWith('/shop-details/')) return 'product'
  if (/^\/project(-|s\/)/.test(route)) return 'project'
  return 'page'
}

const noindex = (html) => /<meta name="robots" content="[^"]*noindex/.test(html)

/**
 * Whether a page belongs in the search: never the 404 document, Next's internal pages, the CMS, noindex
 * pages (cart, wishlist, checkout, the 404 page, template duplicates), the later pages of a
 * paged list, which only repeat items that have their own pages, or the lists of one blog
 * category, topic or author or one shop category: their heading would match the words of the
 * items they list ('Articles on Binding' beside the post and the product titled so), and the
 * search finds those items themselves.
 */
export function isSearchable(route, html) {
  if (route === '/404' || route.startsWith('/_') || /^\/admin(\/|$)/.test(route)) return false
  if (/\/page\/\d+$/.test(route)) return false
  if (/^\/(blog\/(category|topic|author)|shop\/category)\//.test(route)) return false
  return !noindex(html)
}

/**
 * A space between an element's end and the next element's start. Pagefind separates block
 * elements but runs inline ones and definition lists together, so labels the layout sets side
 * by side ("Gender" and "Female", a date beside an author) would read as one word in excerpts.
 */
export function separateElements(html) {
  return html.replace(/(<\/[a-z][a-z0-9]*>)(?=<[a-z])/g, '$1 ')
}

/**
 * The page's HTML without the pictures it carries inline (data URLs, its first screen's).
 * Pagefind stores a page's first image as result metadata; the search dialog shows none, and a
 * picture in the page would ride, whole, in every fragment a result fetches.
 */
export function withoutInlineImages(html) {
  return html.replace(/(<img\b[^>]*?)\s+src="data:[^"]*"/g, '$1')
}
