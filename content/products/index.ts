/**
 * The product domain's server surface: the validated catalogue, its lookups and the shop's
 * fixed copy. Importing it parses the catalogue, so browser code imports './client' instead.
 */
import { featureSchema } from '../shared/schema'
import { parseCollection, parseEntry } from '../shared/validate'
import { toSnapshot, type ShopCard } from './client'
import { rawProducts } from './data'
import { withCatalogueFixture } from './fixture'
import { productSchema, wishlistPlaceholderSchema, type Product } from './schema'

export * from './client'
export * from './schema'
export { rawProducts } from './data'
export { productJsonLd } from './json-ld'

/** How many of the last products count as 'new'. */
const NEW_COUNT = 10

export const products: Product[] = parseCollection(
  'content/products/data.ts',
  productSchema,
  withCatalogueFixture(rawProducts),
  {
    uniqueIds: true,
  },
)

export function getProductById(id: number | string): Product | undefined {
  const wanted = typeof id === 'number' ? id : Number(id)
  return products.find((product) => product.id === wanted)
}

/** Every product as the shop grid and the catalogue index need it, as plain props. */
export const shopCards: ShopCard[] = products.map((product, index) => ({
  ...toSnapshot(product),
  category: product.category,
  trending: product.reviews.some((review) => review.rating > 3),
  isNew: index >= products.length - NEW_COUNT,
}))

/** The four service promises under every product. */
export const shopPromises = parseCollection('content/products/index.ts', featureSchema, [
  {
    icon: 'clock',
    title: 'Free delivery within 3 days',
    desc: 'Every order ships free and reaches your agency within three business days.',
  },
  {
    icon: 'shield',
    title: '7 days refund policy',
    desc: 'Not what your producers needed? Send it back within seven days for a full refund.',
  },
  {
    icon: 'briefcase',
    title: 'Store pickup',
    desc: 'Collect print orders from our Atlanta office on your way to a client meeting.',
  },
  {
    icon: 'wallet',
    title: 'Save up to 25% with promo codes',
    desc: 'Agency and association promo codes take up to 25% off your order.',
  },
])

/** The wishlist shows the same placeholder serial number, size and colour on every row. */
export const wishlistPlaceholder = parseEntry(
  'content/products/index.ts',
  wishlistPlaceholderSchema,
  {
    serialNumber: 'CB-0426-118',
    size: 'Standard',
    colour: 'Navy',
  },
)
