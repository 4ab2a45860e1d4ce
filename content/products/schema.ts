import { z } from 'zod'
import { featureSchema, halfStepRating, localImage, positiveId, text } from '../shared/schema'

export const reviewSchema = z.object({
  id: positiveId,
  user: localImage,
  name: text,
  review_text: text,
  rating: halfStepRating(0, 5),
})

export const productCategorySchema = z.enum(['books', 'visiting-card', 'magazine'])

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

/** The shop's own copy, content/products/shop.yaml. */
export const shopCopySchema = z
  .object({
    /** The four service promises under every product. */
    promises: z.array(featureSchema).length(4),
    wishlistPlaceholder: wishlistPlaceholderSchema,
  })
  .strict()

export type Review = z.infer<typeof reviewSchema>
export type Product = z.infer<typeof productSchema>
export type ProductCategory = z.infer<typeof productCategorySchema>
export type WishlistPlaceholder = z.infer<typeof wishlistPlaceholderSchema>
