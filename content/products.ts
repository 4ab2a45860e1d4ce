import { withCatalogueFixture } from './catalogue-fixture'
import { rawProducts } from './data/products'
import { productSchema, type Product } from './schemas'
import { parseCollection } from './validate'

export const products: Product[] = parseCollection(
  'content/data/products.ts',
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
