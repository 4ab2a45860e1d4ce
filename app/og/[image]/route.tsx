import { ogCardPath, ogCards } from '@/lib/og-cards'
import { renderOgImage } from '@/lib/og-image'
import { toRender } from '@/lib/shard.mjs'

export const dynamic = 'force-static'
export const dynamicParams = false

export function generateStaticParams() {
  return toRender([...ogCards().keys()], ogCardPath).map((image) => ({ image }))
}

/** Open Graph cards written to out/og/*.png at build time. */
export async function GET(_request: Request, { params }: { params: Promise<{ image: string }> }) {
  const card = ogCards().get((await params).image)
  if (!card) return new Response('Not found', { status: 404 })
  return renderOgImage(card)
}
