import { absoluteUrl } from '@/lib/metadata'
import { pagePath } from '@/lib/pagination'

/** rel="prev" / rel="next" in the <head> of a list page (React places <link> elements there). */
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
      {page > 1 ? <link rel="prev" href={absoluteUrl(pagePath(basePath, page - 1))} /> : null}
      {page < pages ? <link rel="next" href={absoluteUrl(pagePath(basePath, page + 1))} /> : null}
    </>
  )
}
