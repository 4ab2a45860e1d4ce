import { z } from 'zod'

/** A site-relative path to a file in public/ (no other host is ever used for images). */
const localImage = z
  .string()
  .regex(
    /^\/images\/[a-z0-9/_-]+\.(svg|png|jpg|webp)$/,
    'must be a local image path under /images/',
  )

const text = z.string().trim().min(1)
const halfStepRating = (min: number, max: number) =>
  z
    .number()
    .min(min)
    .max(max)
    .refine((n) => Number.isInteger(n * 2), 'must be a whole or half number')

/** Dates are shown as the spec writes them: '09 FEB 2023'. */
export const displayDateSchema = z
  .string()
  .regex(
    /^\d{2} (JAN|FEB|MAR|APR|MAY|JUN|JUL|AUG|SEP|OCT|NOV|DEC) \d{4}$/,
    "must look like '09 FEB 2023'",
  )

export const reviewSchema = z.object({
  id: z.number().int().positive(),
  user: localImage,
  name: text,
  review_text: text,
  rating: halfStepRating(0, 5),
})

export const productCategorySchema = z.enum(['books', 'visiting-card', 'magazine'])

export const productSchema = z
  .object({
    id: z.number().int().positive(),
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

export const blogPageSchema = z.enum(['home', 'home-5', 'blog-list', 'blog-grid'])

export const blogPostSchema = z
  .object({
    id: z.number().int().positive(),
    img: localImage,
    date: displayDateSchema,
    title: text,
    author: text,
    /** Author's role, shown with quote posts. */
    designation: text.optional(),
    post_info: z.object({
      readingTime: z.string().regex(/^\d+ min read$/, "must look like '6 min read'"),
      topic: text,
    }),
    category: text,
    page: blogPageSchema,
    quote_blog: z.boolean().optional(),
    /** The pull quote shown in the quote block of quote posts. */
    quote: text.optional(),
    excerpt: text,
    /** Article paragraphs, in order. */
    body: z.array(text).min(3),
  })
  .strict()
  .refine((post) => !post.quote_blog || Boolean(post.quote), {
    message: 'a quote_blog post needs a quote',
    path: ['quote'],
  })

export const portfolioKindSchema = z.enum([
  'portfolio-one',
  'portfolio-two',
  'portfolio-v2-page',
  'portfolio-v3-page',
])

export const portfolioItemSchema = z
  .object({
    // Ids repeat in the sample data (id 8 appears three times): never use them alone as keys.
    id: z.number().int().positive(),
    img: localImage,
    /** Intrinsic size of img, so galleries reserve space before it loads. */
    width: z.number().int().positive(),
    height: z.number().int().positive(),
    tags: z.array(text),
    title: text,
    portfolio: portfolioKindSchema,
    sub_title: text.optional(),
  })
  .strict()

export const servicePageSchema = z.enum(['home', 'home-2', 'home-3', 'home-4', 'home-5'])

export const iconNameSchema = z.enum([
  'bolt',
  'layers',
  'clock',
  'star',
  'shield',
  'chart',
  'users',
  'code',
  'bank',
  'card',
  'wallet',
  'briefcase',
  'document',
  'chat',
  'globe',
  'check',
])

export const serviceCardSchema = z
  .object({
    id: z.number().int().positive(),
    icon: iconNameSchema,
    title: text,
    desc: text,
    page: servicePageSchema,
  })
  .strict()

export const testimonialSchema = z
  .object({
    id: z.number().int().positive(),
    desc: text,
    name: text,
    /** Role and company, e.g. 'Principal, Harbor Point Insurance'. */
    role: text,
    location: text,
    user: localImage,
    rating: halfStepRating(4, 5),
  })
  .strict()

export const faqCategorySchema = z.enum([
  'Marketing',
  'Banking',
  'Finance',
  'Payments',
  'Terms & Conditions',
  'Account',
])

export const faqItemSchema = z
  .object({
    id: z.number().int().positive(),
    title: text,
    desc: text,
    category: faqCategorySchema,
    isShow: z.boolean().optional(),
  })
  .strict()

export const teamPageSchema = z.enum(['home', 'home-5', 'team-three', 'team'])

export const teamMemberSchema = z
  .object({
    id: z.number().int().positive(),
    img: localImage,
    name: text,
    designation: text,
    page: teamPageSchema,
  })
  .strict()

export const featureSchema = z.object({ icon: iconNameSchema, title: text, desc: text }).strict()

export const legalSectionSchema = z
  .object({ heading: text, paragraphs: z.array(text).min(1) })
  .strict()

export const legalDocumentSchema = z
  .object({
    title: text,
    description: text,
    updated: text,
    sections: z.array(legalSectionSchema).min(1),
  })
  .strict()

export const socialLinkSchema = z.object({ label: text, href: z.url(), icon: text }).strict()

export const siteConfigSchema = z
  .object({
    brand: text,
    tagline: text,
    description: text,
    siteUrl: z.url(),
    appUrl: z.url(),
    salesEmail: z.email(),
    supportEmail: z.email(),
    phone: text,
    address: text,
    social: z.array(socialLinkSchema).min(1),
  })
  .strict()

export type Review = z.infer<typeof reviewSchema>
export type Product = z.infer<typeof productSchema>
export type ProductCategory = z.infer<typeof productCategorySchema>
export type BlogPost = z.infer<typeof blogPostSchema>
export type BlogPage = z.infer<typeof blogPageSchema>
export type PortfolioItem = z.infer<typeof portfolioItemSchema>
export type ServiceCard = z.infer<typeof serviceCardSchema>
export type Testimonial = z.infer<typeof testimonialSchema>
export type FaqItem = z.infer<typeof faqItemSchema>
export type FaqCategory = z.infer<typeof faqCategorySchema>
export type TeamMember = z.infer<typeof teamMemberSchema>
export type Feature = z.infer<typeof featureSchema>
export type LegalDocument = z.infer<typeof legalDocumentSchema>
export type SiteConfig = z.infer<typeof siteConfigSchema>
export type IconName = z.infer<typeof iconNameSchema>

/** Shop: fixed placeholder details shown on every wishlist row (spec §2 /wishlist). */
export const wishlistPlaceholderSchema = z
  .object({ serialNumber: text, size: text, colour: text })
  .strict()

/** Checkout: a select option (country) and a payment type (spec §3). */
export const selectOptionSchema = z.object({ value: z.string(), label: text }).strict()

export const paymentTypeSchema = z
  .object({
    value: z.enum(['direct_bank', 'paypal', 'credit_card']),
    label: text,
    desc: text,
  })
  .strict()

export type WishlistPlaceholder = z.infer<typeof wishlistPlaceholderSchema>
export type SelectOption = z.infer<typeof selectOptionSchema>
export type PaymentType = z.infer<typeof paymentTypeSchema>
