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

export const contactChannelSchema = z
  .object({ title: text, desc: text, email: z.email().optional() })
  .strict()

export const contactPageSchema = z
  .object({
    title: text,
    description: text,
    lead: text,
    formTitle: text,
    formIntro: text,
    responseTime: text,
    channels: z.array(contactChannelSchema).min(1),
  })
  .strict()

export type ContactChannel = z.infer<typeof contactChannelSchema>
export type ContactPageContent = z.infer<typeof contactPageSchema>

/* Blog comments and project case studies (issue 5). */

export const blogCommentSchema = z
  .object({
    id: z.number().int().positive(),
    /** The blog category whose posts show this comment (comments are sample data per topic). */
    category: text,
    /** Set on a reply: the id of the comment it answers. */
    replyTo: z.number().int().positive().optional(),
    name: text,
    /** Role and company, e.g. 'Producer, Lakeshore Insurance Group'. */
    role: text,
    avatar: localImage,
    text: text,
  })
  .strict()

/** An image with its intrinsic size and a meaningful description. */
export const sizedImageSchema = z
  .object({
    src: localImage,
    width: z.number().int().positive(),
    height: z.number().int().positive(),
    alt: text,
  })
  .strict()

export const projectTagSchema = z.enum(['Consulting', 'Payments', 'DESIGN', 'Banking'])

export const featuredProjectSchema = z
  .object({
    id: z.number().int().positive(),
    image: sizedImageSchema,
    date: displayDateSchema,
    tag: projectTagSchema,
    title: text,
    excerpt: text,
  })
  .strict()

export const projectStatSchema = z
  .object({
    /** Shown as written: the final value is in the HTML. */
    value: text,
    label: text,
  })
  .strict()

export const caseStudySchema = z
  .object({
    path: z.enum(['/project-details-v1', '/project-details-v2']),
    tag: projectTagSchema,
    title: text,
    summary: text,
    date: displayDateSchema,
    client: text,
    projectType: text,
    images: z.array(sizedImageSchema).min(1),
    overview: z.array(text).min(2),
    steps: z.array(z.object({ title: text, desc: text }).strict()),
    stats: z.array(projectStatSchema),
    results: z.array(text),
  })
  .strict()

export type BlogComment = z.infer<typeof blogCommentSchema>
export type SizedImage = z.infer<typeof sizedImageSchema>
export type ProjectTag = z.infer<typeof projectTagSchema>
export type FeaturedProject = z.infer<typeof featuredProjectSchema>
export type ProjectStat = z.infer<typeof projectStatSchema>
export type CaseStudy = z.infer<typeof caseStudySchema>

// Marketing and template pages: offerings, customers, pricing, about, services, team profile.

const slug = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be a kebab-case slug')

export const customerSegmentSchema = z
  .object({
    slug,
    name: text,
    /** One line for lists and the accordion heading's companion. */
    summary: text,
    paragraphs: z.array(text).min(1),
    /** Concrete ways the segment uses the platform. */
    uses: z.array(text).min(2),
  })
  .strict()

export const onboardingStepSchema = z
  .object({
    title: text,
    /** As the spec writes it: 'Pre-sales', '1 day', '2-3 days', '1 week', 'Optional', 'Ongoing'. */
    duration: text,
    desc: text,
  })
  .strict()

export const codeSampleSchema = z
  .object({ caption: text, lines: z.array(z.string()).min(1) })
  .strict()

export const founderSchema = z
  .object({
    name: text,
    role: text,
    img: localImage,
    summary: text,
    bio: z.array(text).min(2),
  })
  .strict()

export const statSchema = z
  .object({
    value: z.number().positive(),
    /** Digits after the point, shown while counting and at the end (1.3 b+ has one). */
    decimals: z.number().int().min(0).max(2),
    suffix: text,
    label: text,
  })
  .strict()
  .refine((stat) => Number(stat.value.toFixed(stat.decimals)) === stat.value, {
    message: 'has more decimals than it shows',
    path: ['value'],
  })

export const videoSchema = z
  .object({
    /** A video-hosting id (11 characters); the player is only created when opened. */
    id: z.string().regex(/^[A-Za-z0-9_-]{11}$/, 'must be an 11-character video id'),
    title: text,
    poster: localImage,
  })
  .strict()

export const partnerSchema = z.object({ name: text, img: localImage }).strict()

export const aboutBlockSchema = z
  .object({
    eyebrow: text,
    title: text,
    paragraphs: z.array(text).min(1),
    points: z.array(text).min(2),
    img: localImage,
    imgAlt: text,
  })
  .strict()

export const processStepSchema = z.object({ title: text, desc: text }).strict()

export const quoteSchema = z.object({ text, author: text, role: text }).strict()

export const teamProfileSchema = z
  .object({
    /** The team member shown (content/data/team.ts). */
    memberId: z.number().int().positive(),
    location: text,
    position: text,
    email: z.email(),
    age: z.number().int().min(18).max(99),
    qualification: text,
    gender: text,
    bio: z.array(text).min(1),
    expertise: z.array(text).min(1),
  })
  .strict()

export type CustomerSegment = z.infer<typeof customerSegmentSchema>
export type OnboardingStep = z.infer<typeof onboardingStepSchema>
export type CodeSample = z.infer<typeof codeSampleSchema>
export type Founder = z.infer<typeof founderSchema>
export type Stat = z.infer<typeof statSchema>
export type Video = z.infer<typeof videoSchema>
export type Partner = z.infer<typeof partnerSchema>
export type AboutBlockContent = z.infer<typeof aboutBlockSchema>
export type ProcessStep = z.infer<typeof processStepSchema>
export type Quote = z.infer<typeof quoteSchema>
export type TeamProfile = z.infer<typeof teamProfileSchema>

/** Shop: fixed placeholder details shown on every wishlist row. */
export const wishlistPlaceholderSchema = z
  .object({ serialNumber: text, size: text, colour: text })
  .strict()

/** Checkout: a select option (country) and a payment type. */
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
