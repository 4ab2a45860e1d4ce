import { QuoteBlock } from '@/components/blog/quote-block'
import { MarkdownBody } from '@/components/markdown/markdown-body'
import { TableOfContents, tocHeadings } from '@/components/markdown/table-of-contents'
import { Picture } from '@/components/ui/picture'
import { ShareLinks } from '@/components/ui/share-links'
import { Link } from '@/components/ui/link'
import { blogArchivePath, blogPostPath } from '@/content/blog/paths'
import type { BlogPost } from '@/content/blog/schema'
import { firstScreenSrc } from '@/lib/inline-image'

/**
 * A post's article: its picture, a table of contents when it has three sections or more, its
 * Markdown body (a quote post's pull quote after the second block), its category and share links.
 */
export function PostArticle({ post }: { post: BlogPost }) {
  return (
    // Named by the post's title, which the page's banner shows as its h1.
    <article aria-label={post.title}>
      {post.unpublished ? (
        <p className="mb-4 inline-block rounded-full bg-accent px-3 py-1 text-sm font-semibold text-ink">
          Draft
        </p>
      ) : null}
      {/* The largest thing on a phone's first screen: in the page itself, it paints with the text. */}
      <Picture
        kind="post"
        src={firstScreenSrc(post.img)}
        slot="postCover"
        loading="eager"
        fetchPriority="high"
        className="h-auto w-full rounded-card bg-surface-alt"
      />
      {tocHeadings(post.headings).length >= 3 ? (
        <TableOfContents
          headings={post.headings}
          label="In this post"
          className="mt-8 rounded-card border border-line p-5"
        />
      ) : null}
      <MarkdownBody
        tree={post.body}
        className="mt-8 max-w-none text-[17px]"
        insertAfter={post.quote_blog ? 2 : undefined}
      >
        <QuoteBlock post={post} className="my-8" />
      </MarkdownBody>
      <div className="mt-8 flex flex-wrap items-center justify-between gap-4 border-t border-line pt-6">
        <p className="text-sm text-muted">
          Filed under{' '}
          {/* The site search offers the categories with the most posts as suggested searches. */}
          <Link
            href={blogArchivePath('category', post.category)}
            className="font-semibold text-ink underline underline-offset-4 hover:text-accent-strong"
          >
            <span data-pagefind-filter="category">{post.category}</span>
          </Link>
        </p>
        <ShareLinks path={blogPostPath(post.id)} title={post.title} />
      </div>
    </article>
  )
}
