import { PostCard } from '@/components/blog/post-card'
import { Section } from '@/components/ui/section'
import type { BlogPost } from '@/content/blog/schema'

/**
 * The posts to read after this one, drawn by the blog's own cards; below the fold, so their
 * pictures load as they near the viewport and the section is laid out only then.
 */
export function RelatedPosts({ posts }: { posts: readonly BlogPost[] }) {
  if (!posts.length) return null
  return (
    <Section tone="alt" heading={{ id: 'related-posts-heading', title: 'Related posts' }}>
      <ul className="grid gap-8 md:grid-cols-2 lg:grid-cols-3">
        {posts.map((post) => (
          <li key={post.id}>
            <PostCard post={post} variant="grid" heading="h3" />
          </li>
        ))}
      </ul>
    </Section>
  )
}
