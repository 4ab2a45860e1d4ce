/** The shop's previews: a product as its page shows it, the shop's copy, the checkout's options. */
import { CheckoutView } from '@/components/checkout/checkout-view'
import { ProductDetails } from '@/components/shop/product-details'
import { SavedListBanner } from '@/components/shop/saved-list-banner'
import { ShopCategoryView, ShopListingView } from '@/components/shop/shop-listing-view'
import { checkoutOptionsSchema } from '@/content/checkout/schema'
import { productSchema, shopCopySchema } from '@/content/products/schema'
import { productCategories, shopCategoryPath } from '@/content/products/query'
import { categoryLinksOf, controlLabelsOf, shopCardsOf } from '@/content/products/shop-cards'
import { useOtherEntries, useOtherFile } from '../other-files'
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

/**
 * The shop's words where they show: its first page (banner, category links, sort and filter, the
 * products), each category's first page (its title and intro), the first product's page (its
 * category's name, the promises), and the cart's and the wishlist's banners (their lists come
 * from a visitor's browser: nothing to draw here).
 */
function ShopPages({ value }: DrawProps<typeof shopCopySchema>) {
  const products = useOtherEntries('products', productSchema) ?? []
  const [first] = products
  const cards = shopCardsOf(products)
  const labels = controlLabelsOf(value)
  const links = categoryLinksOf(value.categories)
  return (
    <>
      <ShopListingView
        page={1}
        banner={value.banner}
        cards={cards}
        labels={labels}
        categories={links}
      />
      {productCategories.map((category) => (
        <ShopCategoryView
          key={category}
          page={1}
          category={category}
          copy={value.categories[category]}
          path={shopCategoryPath(category)}
          cards={cards.filter((card) => card.category === category)}
          labels={labels}
          categories={links}
        />
      ))}
      {first ? (
        <ProductDetails
          product={first}
          categoryName={value.categories[first.category].one}
          promises={value.promises}
        />
      ) : null}
      <SavedListBanner list="cart" copy={value.savedLists} />
      <SavedListBanner list="wishlist" copy={value.savedLists} />
    </>
  )
}

export const shopPreviews = [
  preview({ collection: 'products' }, productSchema, ProductPage),
  preview({ collection: 'shared', file: 'shop' }, shopCopySchema, ShopPages),
  preview({ collection: 'shared', file: 'checkout' }, checkoutOptionsSchema, ({ value }) => (
    <CheckoutView countries={value.countries} paymentTypes={value.paymentTypes} />
  )),
]
