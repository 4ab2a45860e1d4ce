import { z } from 'zod'
import { productCategories } from './query'
import { featureSchema, halfStepRating, localImage, positiveId, text } from '../shared/schema'

export const reviewSchema = z.object({
  id: positiveId,
  user: localImage,
  name: text,
  review_text: text,
  rating: halfStepRating(0, 5),
})

export const productCategorySchema = z.enum(productCategories)

export const productSchema = z
  .object({
    id: positiveId,
    img: localImage,
    title: text,
    price: z.number().positive(),
    /** Fraction of price taken off: 0.1 is 10 % off. */
    discount: z.number().min(0).max(0.9),
    old_price: z.number().positive(),
    category: productCategorySchema,
    /** Units in stock. */
    quantity: z.number().int().min(0).max(9999),
    sm_desc: text,
    related_images: z.tuple([localImage, localImage, localImage]),
    details: z.object({
      specifications: text,
      main_features: z.array(text).min(1),
    }),
    reviews: z.array(reviewSchema),
  })
  .strict()

/** Fixed placeholder details shown on every wishlist row. */
export const wishlistPlaceholderSchema = z
  .object({ serialNumber: text, size: text, colour: text })
  .strict()

/** A page the visitor's browser fills (the cart, the wishlist): its banner's lead. */
const savedListCopySchema = z.object({ lead: text }).strict()

/**
 * A category's names (one product's eyebrow; the shop filter's option and the link to the
 * category's page) and its page's copy.
 */
const categoryNamesSchema = z
  .object({
    one: text,
    filter: text,
    /** The category page's title, before ' - Coverbridge', and its heading. */
    title: text,
    /** Search results and shared links show it. */
    description: text,
    /** The lead under the heading. */
    intro: text,
  })
  .strict()

/** The words of the shop's sort and filter options, by the value each has in the URL. */
const shopControlsSchema = z
  .object({
    sort: z.object({ default: text, 'price-asc': text, 'price-desc': text }).strict(),
    filter: z.object({ all: text, trending: text, new: text }).strict(),
    groups: z.object({ category: text, popularity: text }).strict(),
  })
  .strict()

/** The shop's own copy, content/products/shop.yaml. */
export const shopCopySchema = z
  .object({
    /** The banner of every shop page: its h1 and lead. */
    banner: z.object({ title: text, lead: text }).strict(),
    /** The four service promises under every product. */
    promises: z.array(featureSchema).length(4),
    /** The leads of the cart's and the wishlist's banners, and their pages' descriptions. */
    savedLists: z.object({ cart: savedListCopySchema, wishlist: savedListCopySchema }).strict(),
    wishlistPlaceholder: wishlistPlaceholderSchema,
    categories: z
      .object({
        books: categoryNamesSchema,
        'visiting-card': categoryNamesSchema,
        magazine: categoryNamesSchema,
      })
      .strict(),
    controls: shopControlsSchema,
  })
  .strict()

export type Review = z.infer<typeof reviewSchema>
export type Product = z.infer<typeof productSchema>
export type ProductCategory = z.infer<typeof productCategorySchema>
export type WishlistPlaceholder = z.infer<typeof wishlistPlaceholderSchema>
export type ShopCopy = z.infer<typeof shopCopySchema>
export type ShopCategoryCopy = ShopCopy['categories'][ProductCategory]
export type SavedListsCopy = ShopCopy['savedLists']
