/**
 * What the CMS at /admin edits: every content folder and file, with the schema that checks it.
 * A unit test checks that every content file on disk belongs to a collection here.
 */
import type { z } from 'zod'
import type { FieldHints } from '@/lib/cms/decap-fields'
import {
  blogAuthorSchema,
  blogCategorySchema,
  blogCommentsSchema,
  blogPostSchema,
  readerOfferSchema,
} from '../blog/schema'
import { checkoutOptionsSchema } from '../checkout/schema'
import { faqItemSchema } from '../faq/schema'
import {
  companySchema,
  customerSegmentSchema,
  founderSchema,
  offeringsSchema,
  serviceCardSchema,
  servicesSchema,
  testimonialSchema,
} from '../marketing/schema'
import {
  aboutPageSchema,
  aboutTwoPageSchema,
  customersPageSchema,
  faqPageSchema,
  homePageSchema,
  offerPageSchema,
  pricingPageSchema,
  projectsPageSchema,
  servicesPageSchema,
  teamPageSchema,
  testimonialPageSchema,
} from '../pages/schema'
import { productSchema, shopCopySchema } from '../products/schema'
import {
  caseStudySchema,
  featuredProjectSchema,
  portfolioItemSchema,
  projectCaptionsSchema,
} from '../projects/schema'
import {
  consentFileSchema,
  newsletterCopySchema,
  contactPageSchema,
  legalDocumentSchema,
  siteSettingsSchema,
} from '../site/schema'
import { teamMemberSchema, teamProfileSchema } from '../team/schema'

/** One file per item, in a folder. */
export type FolderCollection = {
  name: string
  label: string
  folder: string
  schema: z.ZodType
  /** The field that names an entry in the CMS's lists (and the file's slug). */
  identifier: string
  /** Markdown files with a front matter and a body, instead of YAML. */
  markdown?: boolean
  /** Pictures saved under public/images/{images}/. */
  images?: string
  overrides?: FieldHints['overrides']
  /** A select field whose options filter the list, and which groups it (a large catalogue). */
  viewsBy?: string
}

/** Fixed files, edited one at a time. */
export type FilesCollection = {
  name: string
  label: string
  files: { name: string; label: string; file: string; schema: z.ZodType; markdown?: boolean }[]
  images?: string
}

const folder = (
  name: string,
  label: string,
  path: string,
  schema: z.ZodType,
  options: Partial<FolderCollection> = {},
): FolderCollection => ({
  name,
  label,
  folder: `content/${path}`,
  schema,
  identifier: 'title',
  ...options,
})

const file = (name: string, label: string, path: string, schema: z.ZodType, markdown = false) => ({
  name,
  label,
  file: `content/${path}`,
  schema,
  markdown,
})

export const folderCollections: FolderCollection[] = [
  folder('posts', 'Blog posts', 'blog/posts', blogPostSchema, {
    markdown: true,
    images: 'blog',
    overrides: {
      author: {
        widget: 'relation',
        collection: 'authors',
        value_field: 'name',
        search_fields: ['name'],
        display_fields: ['name'],
      },
    },
  }),
  folder('authors', 'Blog authors', 'blog/authors', blogAuthorSchema, { identifier: 'name' }),
  folder('categories', 'Blog categories', 'blog/categories', blogCategorySchema, {
    identifier: 'name',
  }),
  folder('products', 'Products', 'products/items', productSchema, {
    images: 'products',
    viewsBy: 'category',
  }),
  folder('team', 'Team members', 'team/members', teamMemberSchema, {
    identifier: 'name',
    images: 'people',
  }),
  folder('faq', 'FAQ', 'faq', faqItemSchema),
  folder('portfolio', 'Portfolio', 'projects/portfolio', portfolioItemSchema, {
    images: 'portfolio',
  }),
  folder('featured', 'Featured projects', 'projects/featured', featuredProjectSchema, {
    images: 'portfolio',
  }),
  folder('case-studies', 'Case studies', 'projects/case-studies', caseStudySchema, {
    images: 'portfolio',
  }),
  folder('testimonials', 'Testimonials', 'marketing/testimonials', testimonialSchema, {
    identifier: 'name',
    images: 'people',
  }),
  folder('service-cards', 'Service cards', 'marketing/service-cards', serviceCardSchema),
  folder('segments', 'Customer segments', 'marketing/segments', customerSegmentSchema, {
    identifier: 'name',
  }),
  folder('founders', 'Co-founders', 'marketing/founders', founderSchema, {
    identifier: 'name',
    images: 'founders',
  }),
]

export const filesCollections: FilesCollection[] = [
  {
    name: 'pages',
    label: 'Page copy',
    files: [
      file('home', 'Home', 'pages/home.yaml', homePageSchema),
      file('what-we-offer', 'What We Offer', 'pages/what-we-offer.yaml', offerPageSchema),
      file('pricing', 'Pricing', 'pages/pricing.yaml', pricingPageSchema),
      file('about-us', 'About Us', 'pages/about-us.yaml', aboutPageSchema),
      file('services', 'Service pages', 'pages/services.yaml', servicesPageSchema),
      file('customers', 'Customers', 'pages/customers.yaml', customersPageSchema),
      file('testimonial', 'Testimonials', 'pages/testimonial.yaml', testimonialPageSchema),
      file('team', 'Team pages', 'pages/team.yaml', teamPageSchema),
      file('about-us-2', 'About Coverbridge', 'pages/about-us-2.yaml', aboutTwoPageSchema),
      file('faq', 'FAQ', 'pages/faq.yaml', faqPageSchema),
      file('projects', 'Project pages', 'pages/projects.yaml', projectsPageSchema),
      file('contact', 'Contact Us', 'site/contact.yaml', contactPageSchema),
    ],
  },
  {
    name: 'legal',
    label: 'Legal pages',
    files: [
      file('terms', 'Terms of Use', 'legal/terms.md', legalDocumentSchema, true),
      file('privacy', 'Privacy Policy', 'legal/privacy.md', legalDocumentSchema, true),
      file('cookies', 'Cookie Policy', 'legal/cookies.md', legalDocumentSchema, true),
    ],
  },
  {
    name: 'shared',
    label: 'Shared copy',
    images: 'uploads',
    files: [
      file('company', 'Company', 'marketing/company.yaml', companySchema),
      file('offerings', 'Offerings', 'marketing/offerings.yaml', offeringsSchema),
      file('services', 'Services', 'marketing/services.yaml', servicesSchema),
      file('shop', 'Shop', 'products/shop.yaml', shopCopySchema),
      file('checkout', 'Checkout options', 'checkout/options.yaml', checkoutOptionsSchema),
      file('captions', 'Project captions', 'projects/captions.yaml', projectCaptionsSchema),
      file('reader-offer', 'Blog reader offer', 'blog/reader-offer.yaml', readerOfferSchema),
      file('comments', 'Blog comments', 'blog/comments.yaml', blogCommentsSchema),
      file('team-profile', 'Team profile', 'team/profile.yaml', teamProfileSchema),
    ],
  },
  {
    name: 'site',
    label: 'Site settings',
    files: [
      file('settings', 'Settings', 'site/settings.yaml', siteSettingsSchema),
      file('consent', 'Cookie choices and chat', 'site/consent.yaml', consentFileSchema),
      file('newsletter', 'Newsletter box', 'site/newsletter.yaml', newsletterCopySchema),
    ],
  },
]
