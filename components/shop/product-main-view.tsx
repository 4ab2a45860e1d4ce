import type { ComponentProps } from 'react'
import { Picture } from '@/components/ui/picture'

/**
 * The large view of a product's gallery, one of its `count` views. The page draws its first view
 * on the server (the product page passes it to the gallery as markup, so that its drawing rides
 * in the router data as it is in the HTML, not as a longer encoded data URL); the gallery draws
 * the others in the browser when a thumbnail is chosen.
 */
export function ProductMainView({
  src,
  title,
  index,
  count,
}: {
  src: ComponentProps<typeof Picture>['src']
  title: string
  index: number
  count: number
}) {
  return (
    <Picture
      kind="product"
      slot="productMain"
      src={src}
      alt={`${title}, view ${index + 1} of ${count}`}
      loading="eager"
      fetchPriority="high"
      data-testid="main-product-image"
      className="aspect-square h-auto w-full object-cover"
    />
  )
}
