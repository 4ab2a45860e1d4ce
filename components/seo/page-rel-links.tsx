import { pagePath } from '@/lib/pagination'
import { withBase } from '@/lib/paths'

/**
 * rel="prev" / rel="next" in the <head> of a list page (React places <link> elements there).
 * Paths, not absolute URLs: a preview served from another origin prefetches its own pages.
 */
export function PageRelLinks({
  basePath,
  page,
  pages,
}: {
  basePath: string
  page: number
  pages: number
}) {
  return (
    <>
      {page > 1 ? <link rel="prev" href={withBase(pagePath(basePath, page - 1))} /> : null}
      {page < pages ? <link rel="next" href={withBase(pagePath(basePath, page + 1))} /> : null}
    </>
  )
}
