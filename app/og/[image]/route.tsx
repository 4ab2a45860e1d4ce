import { blogPosts } from '@/content/blog'
import { renderOgImage } from '@/lib/og-image'
import { OG_PAGES } from '@/lib/seo'
import { inShard } from '@/lib/shard.mjs'

export const dynamic = 'force-static'
export const dynamicParams = false

type Card = { title: string; eyebrow?: string }

/** Every card, by file name: default.png, one per main page, one per blog post. */
function cards(): Map<string, Card> {
  const all = new Map<string, Card>([
    ['default.png', { title: 'Rate, quote and bind specialty insurance in under 5 minutes' }],
  ])
  for (const page of Object.values(OG_PAGES)) all.set(`${page.slug}.png`, page)
  for (const post of blogPosts)
    all.set(`blog-${post.id}.png`, { title: post.title, eyebrow: post.category })
  return all
}

export function generateStaticParams() {
  return inShard([...cards().keys()], (image) => `/og/${image}`).map((image) => ({ image }))
}

/** Open Graph cards written to out/og/*.png at build time. */
export async function GET(_request: Request, { params }: { params: Promise<{ image: string }> }) {
  const card = cards().get((await params).image)
  if (!card) return new Response('Not found', { status: 404 })
  return renderOgImage(card)
}
