import { QuoteBlock } from '@/components/blog/quote-block'
import { Img } from '@/components/ui/img'
import { ShareLinks } from '@/components/ui/share-links'
import { blogPostPath, type BlogPost } from '@/content/blog'

/** A post's article: its picture, its paragraphs (a quote post's pull quote after the second), its category and share links. */
export function PostArticle({ post }: { post: BlogPost }) {
  // Quote posts carry their pull quote after the second paragraph.
  const quoteAfter = post.quote_blog ? 2 : -1
  return (
    <article>
      <Img
        src={post.img}
        alt=""
        width={1200}
        height={720}
        loading="eager"
        fetchPriority="high"
        className="h-auto w-full rounded-card bg-surface-alt"
      />
      <div className="prose-copy mt-8 max-w-none text-[17px]">
        {post.body.map((paragraph, index) => (
          <div key={index}>
            <p>{paragraph}</p>
            {index + 1 === quoteAfter ? <QuoteBlock post={post} className="my-8" /> : null}
          </div>
        ))}
      </div>
      <div className="mt-8 flex flex-wrap items-center justify-between gap-4 border-t border-line pt-6">
        <p className="text-sm text-muted">
          Filed under{' '}
          {/* The site search offers the categories with the most posts as suggested searches. */}
          <span data-pagefind-filter="category" className="font-semibold text-ink">
            {post.category}
          </span>
        </p>
        <ShareLinks path={blogPostPath(post.id)} title={post.title} />
      </div>
    </article>
  )
}
