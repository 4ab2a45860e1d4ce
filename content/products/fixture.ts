/**
 * A generated catalogue for measuring how the shop scales (build-time switch, never committed
 * data): `SHOP_FIXTURE_SIZE=500 npm run build` builds with 500 products, made by repeating the
 * real ones with new ids and numbered titles. Unset or not larger than the real catalogue: the
 * real catalogue.
 */
export function withCatalogueFixture<T extends { id: number; title: string }>(
  products: readonly T[],
  size = Number(process.env.SHOP_FIXTURE_SIZE ?? 0),
): T[] {
  if (!Number.isInteger(size) || size <= products.length) return [...products]
  return Array.from({ length: size }, (_, index) => {
    const source = products[index % products.length]!
    const round = Math.floor(index / products.length)
    return {
      ...source,
      id: index + 1,
      title: round ? `${source.title} (${round + 1})` : source.title,
    }
  })
}
