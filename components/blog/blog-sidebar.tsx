import { Picture } from '@/components/ui/picture'
import { Link } from '@/components/ui/link'
import { ButtonLink } from '@/components/ui/button'
import { DarkBand } from '@/components/ui/dark-band'
import { Panel } from '@/components/ui/panel'
import { blogCategories, blogPostPath, recentNews } from '@/content/blog'
import { isoDate } from '@/lib/dates'
import { imageSource } from '@/lib/images/manifest'

/**
 * Recent News (the last 2 'blog-list' posts), categories with counts and the demo banner. On a
 * phone the sidebar comes after the list or the post, so each box is drawn only as it nears the
 * viewport (render-when-near); beside the content on a wide screen it is drawn with the page.
 */
export function BlogSidebar() {
  const recent = recentNews()
  const categories = blogCategories()
  return (
    <aside aria-label="Blog sidebar" className="flex flex-col gap-8">
      <Panel id="recent-news-heading" title="Recent News" className="render-when-near">
        <ul className="flex flex-col gap-5">
          {recent.map((post) => (
            <li key={post.id} className="flex items-start gap-4">
              <Picture
                kind="post"
                src={imageSource(post.img)}
                slot="sidebarThumb"
                className="h-auto w-24 shrink-0 rounded-control"
              />
              <div>
                <time dateTime={isoDate(post.date)} className="text-xs font-semibold text-muted">
                  {post.date}
                </time>
                <h3 className="mt-1 text-[15px] leading-snug font-semibold text-ink">
                  <Link
                    href={blogPostPath(post.id)}
                    className="hover:text-accent-strong hover:underline"
                  >
                    {post.title}
                  </Link>
                </h3>
              </div>
            </li>
          ))}
        </ul>
      </Panel>

      <Panel id="categories-heading" title="Categories" className="render-when-near">
        <ul className="divide-y divide-line">
          {categories.map((category) => (
            <li key={category.name} className="flex items-center justify-between py-2.5">
              <Link
                href={category.path}
                className="font-medium text-ink underline-offset-4 hover:text-accent-strong hover:underline"
              >
                {category.name}
              </Link>
              <span className="rounded-full bg-white px-2.5 py-0.5 text-sm text-muted">
                {category.count}
                <span className="sr-only"> posts</span>
              </span>
            </li>
          ))}
        </ul>
      </Panel>

      <DemoBanner />
    </aside>
  )
}

/** The blog's demo banner: one call to action to /contact. */
export function DemoBanner() {
  return (
    <DarkBand
      as="section"
      labelledBy="demo-banner-heading"
      glow="bg-[radial-gradient(22rem_14rem_at_100%_0%,rgb(20_184_166/0.3),transparent)]"
      className="rounded-card p-6 render-when-near sm:p-8"
    >
      <div className="relative">
        <p className="text-sm font-semibold tracking-wider text-accent uppercase">Live demo</p>
        <h2 id="demo-banner-heading" className="mt-2 text-2xl font-bold">
          Watch a risk go from question one to bound in under 5 minutes
        </h2>
        <p className="mt-3 text-navy-100">
          Bring a real submission. We will rate it with your markets, compare the quotes side by
          side and bind, live.
        </p>
        <ButtonLink href="/contact" variant="accent" className="mt-6">
          Book a demo
        </ButtonLink>
      </div>
    </DarkBand>
  )
}
