/** The shop's previews: a product as its page shows it. */
import { ProductDetails } from '@/components/shop/product-details'
import { productSchema, shopCopySchema } from '@/content/products/schema'
import { useOtherFile } from '../other-files'
import { preview, type DrawProps } from '../preview'

function ProductPage({ value }: DrawProps<typeof productSchema>) {
  const shop = useOtherFile('shared', 'shop', shopCopySchema)
  return (
    <ProductDetails
      product={value}
      categoryName={shop?.categories[value.category].one ?? value.category}
      promises={shop?.promises}
    />
  )
}

export const shopPreviews = [preview({ collection: 'products' }, productSchema, ProductPage)]
