/**
 * What the CMS at /admin edits: every content folder and file, with the schema that checks it.
 * The CMS's fields are generated from those schemas (lib/cms/decap-fields.ts) when the site
 * builds, so the editor's forms and the build's checks cannot drift apart; a unit test checks that
 * every content file on disk belongs to a collection here.
 */
import type { z } from 'zod'
import { decapFields, type DecapField, type FieldHints } from '@/lib/cms/decap-fields'
import {
  blogAuthorSchema,
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
  homePageSchema,
  offerPageSchema,
  pricingPageSchema,
  servicesPageSchema,
} from '../pages/schema'
import { productSchema, shopCopySchema } from '../products/schema'
import {
  caseStudySchema,
  featuredProjectSchema,
  portfolioItemSchema,
  projectCaptionsSchema,
} from '../projects/schema'
import { contactPageSchema, legalDocumentSchema, siteSettingsSchema } from '../site/schema'
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
  folder('products', 'Products', 'products/items', productSchema, { images: 'products' }),
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
    files: [file('settings', 'Settings', 'site/settings.yaml', siteSettingsSchema)],
  },
]

/** Keys whose labels read badly as they are. */
const LABELS: Record<string, string> = {
  sm_desc: 'Short description',
  old_price: 'Old price',
  img: 'Picture',
  related_images: 'Gallery pictures',
  desc: 'Description',
  isShow: 'Open by default',
  imgAlt: 'Picture description',
  review_text: 'Review',
  user: 'Avatar',
  sub_title: 'Subtitle',
  quote_blog: 'Quote post',
  replyTo: 'Reply to comment id',
  memberId: 'Team member id',
  page: 'Shown on',
}

/** Keys whose text runs to sentences. */
const LONG_TEXT = new Set([
  'desc',
  'lead',
  'summary',
  'excerpt',
  'review_text',
  'specifications',
  'text',
  'paragraphs',
  'bio',
  'overview',
  'results',
  'cardText',
  'formIntro',
  'responseTime',
  'description',
  'quote',
  'sm_desc',
])

const hintsFor = (images = 'uploads', overrides?: FieldHints['overrides']): FieldHints => ({
  labels: LABELS,
  longText: LONG_TEXT,
  overrides,
  // Pictures go where the site reads them: public/images/{folder}, written as /images/{folder}/x.
  media: { media_folder: `/public/images/${images}`, public_folder: `/images/${images}` },
})

// Markdown as written first: the rich-text mode rewrites a body it opens (tables, captions).
const bodyField: DecapField = {
  name: 'body',
  label: 'Body',
  widget: 'markdown',
  modes: ['raw', 'rich_text'],
}

/** The Decap CMS collections of the site, with fields generated from the schemas. */
export function cmsCollections() {
  return [
    ...folderCollections.map((collection) => ({
      name: collection.name,
      label: collection.label,
      folder: collection.folder,
      create: true,
      ...(collection.markdown
        ? { extension: 'md', format: 'frontmatter' }
        : { extension: 'yaml', format: 'yaml' }),
      identifier_field: collection.identifier,
      // Files are named {id}-{slug}, as the build expects.
      slug: '{{id}}-{{slug}}',
      summary: `{{id}} · {{${collection.identifier}}}`,
      sortable_fields: ['id', collection.identifier],
      fields: [
        ...decapFields(collection.schema, hintsFor(collection.images, collection.overrides)),
        ...(collection.markdown ? [bodyField] : []),
      ],
    })),
    ...filesCollections.map((collection) => ({
      name: collection.name,
      label: collection.label,
      files: collection.files.map((entry) => ({
        name: entry.name,
        label: entry.label,
        file: entry.file,
        ...(entry.markdown ? { format: 'frontmatter' } : { format: 'yaml' }),
        fields: [
          ...decapFields(entry.schema, hintsFor(collection.images)),
          ...(entry.markdown ? [bodyField] : []),
        ],
      })),
    })),
  ]
}
