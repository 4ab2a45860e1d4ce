import { useId } from 'react'
import { Picture } from '@/components/ui/picture'
import { Link } from '@/components/ui/link'
import type { BlogPost } from '@/content/blog'
import { imageSource } from '@/lib/images/manifest'

/** The home-page blog list (posts of page 'home'), each leading to /blog-details/{id}. */
export function LatestPosts({ posts }: { posts: BlogPost[] }) {
  const id = useId()
  return (
    <ul className="grid gap-6 md:grid-cols-3">
      {posts.map((post) => (
        <li key={post.id}>
          <article
            aria-labelledby={`${id}-${post.id}`}
            className="group relative flex h-full flex-col overflow-hidden rounded-card border border-line bg-white transition-shadow hover:shadow-raised"
          >
            <Picture
              kind="post"
              src={imageSource(post.img)}
              slot="postCard"
              className="aspect-[5/3] h-auto w-full object-cover"
            />
            <div className="flex flex-1 flex-col p-6">
              <p className="text-sm text-muted">
                <span className="font-semibold text-accent-strong">{post.category}</span>
                <span aria-hidden="true"> · </span>
                <span>{post.date}</span>
                <span aria-hidden="true"> · </span>
                {post.post_info.readingTime}
              </p>
              <h3 id={`${id}-${post.id}`} className="mt-3 text-xl font-semibold text-ink">
                <Link
                  href={`/blog-details/${post.id}`}
                  className="group-hover:text-accent-strong after:absolute after:inset-0"
                >
                  {post.title}
                </Link>
              </h3>
              <p className="mt-3 text-muted">{post.excerpt}</p>
              <p className="mt-auto pt-4 text-sm font-medium text-ink">By {post.author}</p>
            </div>
          </article>
        </li>
      ))}
    </ul>
  )
}
