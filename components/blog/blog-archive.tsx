import { BlogArchiveView } from '@/components/blog/archive-view'
import { BlogSidebar } from '@/components/blog/blog-sidebar'
import { JsonLd } from '@/components/seo/json-ld'
import {
  type ArchiveKind,
  type BlogArchive,
  BLOG_PER_PAGE,
  archiveKinds,
  blogArchiveJsonLd,
  blogArchives,
} from '@/content/blog'
import { everyPageSegments, pageOfMany } from '@/lib/list-pages'
import { pageCount, pagePath, pageSlice } from '@/lib/pagination'

/** A category's, topic's or author's posts as a paged list: 4 posts a page, as /blog. */
export type BlogArchiveList = BlogArchive & { pages: number }

export function archiveLists(kind: ArchiveKind): BlogArchiveList[] {
  return blogArchives(kind).map((archive) => ({
    ...archive,
    pages: pageCount(archive.posts.length, BLOG_PER_PAGE),
  }))
}

/** The params of the route '/blog/[kind]/[...list]': every page of every archive. */
export function archiveParams(): { kind: ArchiveKind; list: string[] }[] {
  return archiveKinds.flatMap((kind) =>
    everyPageSegments(archiveLists(kind)).map((list) => ({ kind, list })),
  )
}

/** The path of the archive page that params of '/blog/[kind]/[...list]' name. */
export const archiveParamsPath = ({ kind, list }: { kind: string; list: readonly string[] }) =>
  `/blog/${kind}/${list.join('/')}`

/** The archive and page a URL's segments name, or null (the 404 page). */
export function archivePageOf(params: { kind: string; list: string[] }) {
  const kind = archiveKinds.find((known) => known === params.kind)
  return kind ? pageOfMany(archiveLists(kind), params.list) : null
}

/** One page of an archive with its structured data (the page's posts) and the blog's sidebar. */
export function BlogArchivePage({ archive, page }: { archive: BlogArchive; page: number }) {
  const { items } = pageSlice(archive.posts, page, BLOG_PER_PAGE)
  return (
    <BlogArchiveView
      archive={archive}
      page={page}
      structuredData={
        <JsonLd data={blogArchiveJsonLd(archive, pagePath(archive.path, page), items)} />
      }
      aside={<BlogSidebar />}
    />
  )
}
