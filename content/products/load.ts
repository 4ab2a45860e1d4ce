/** The catalogue and the shop's copy, read from their files and checked. */
import { contentPath, loadCollection, loadEntry } from '@/lib/content-files/collection'
import { productSchema, shopCopySchema } from './schema'

/** One file per product: content/products/items/{id}-{slug}.yaml. */
export const catalogue = loadCollection(contentPath('products', 'items'), productSchema)

export const shopCopy = loadEntry(contentPath('products', 'shop.yaml'), shopCopySchema).value
