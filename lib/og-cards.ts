import { blogPosts } from '@/content/blog'
import { OG_PAGES } from '@/lib/seo'

/** What an Open Graph card shows. */
export type OgCard = { title: string; eyebrow?: string }

/** Every card, by file name: default.png, one per main page, one per blog post. */
export function ogCards(): Map<string, OgCard> {
  const all = new Map<string, OgCard>([
    ['default.png', { title: 'Rate, quote and bind specialty insurance in under 5 minutes' }],
  ])
  for (const page of Object.values(OG_PAGES)) all.set(`${page.slug}.png`, page)
  for (const post of blogPosts)
    all.set(`blog-${post.id}.png`, { title: post.title, eyebrow: post.category })
  return all
}

/** The path of the card `image` ('default.png'). */
export const ogCardPath = (image: string) => `/og/${image}`
