import type { ReactNode } from 'react'
import type { Feature } from '@/content/marketing'
import { shopCategoryPath, type Product } from '@/content/products/client'
import { PageBanner } from '@/components/layout/page-banner'
import { ProductGallery } from '@/components/shop/product-gallery'
import { ProductMainView } from '@/components/shop/product-main-view'
import { ProductInfoTabs } from '@/components/shop/product-info-tabs'
import { ProductSummary } from '@/components/shop/product-summary'
import { ShopPromises } from '@/components/shop/shop-promises'
import { Container } from '@/components/ui/container'
import { Link } from '@/components/ui/link'
import { imageSource } from '@/lib/images/manifest'
import { firstScreenSrc } from '@/lib/inline-image'

/**
 * A product's page under the header: its banner (its category a link to the category's pages),
 * the gallery beside the summary (price, stock, purchase), the information tabs and the shop's
 * promises, then the products to look at next. The page and the CMS's preview draw it; the
 * preview leaves out the promises when it cannot read the shop's file.
 */
export function ProductDetails({
  product,
  categoryName,
  promises,
  structuredData,
  related,
}: {
  product: Product
  /** The category as the shop names one product of it (content/products/shop.yaml). */
  categoryName: string
  promises?: Feature[]
  /** The page's JSON-LD, first in the page. */
  structuredData?: ReactNode
  /** Products to look at next, under the page's own. */
  related?: ReactNode
}) {
  // The elements stay where the page had them before this component existed: React numbers
  // useId's ids by their place in the tree, and the page's HTML keeps every byte.
  return (
    <>
      {structuredData}
      <PageBanner
        title={product.title}
        eyebrow={
          // The category's own pages, as a post's category leads to its posts.
          <Link
            href={shopCategoryPath(product.category)}
            className="underline decoration-accent/60 underline-offset-4 hover:text-white"
          >
            {categoryName}
          </Link>
        }
        crumbs={[{ href: '/shop', label: 'Shop' }, { label: product.title }]}
      />
      <Container className="py-12 md:py-16">
        <div className="grid gap-10 lg:grid-cols-2 lg:gap-14">
          <ProductGallery
            images={[...product.related_images].map(imageSource)}
            firstView={
              <ProductMainView
                src={firstScreenSrc(product.related_images[0])}
                title={product.title}
                index={0}
                count={product.related_images.length}
              />
            }
            title={product.title}
          />
          <ProductSummary product={product} />
        </div>

        <ProductInfoTabs product={product} />

        {promises ? (
          <section aria-label="Our promises" className="mt-16">
            <ShopPromises promises={promises} />
          </section>
        ) : null}
      </Container>
      {related}
    </>
  )
}
