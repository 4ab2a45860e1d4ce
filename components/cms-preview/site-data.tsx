/**
 * The other files a page draws on, read through the CMS (other-files.tsx) and checked against
 * their schemas: the lists (service cards, testimonials...) and the shared copy. `Waiting` stands
 * in for a page until they have all arrived, and names those the CMS could not read.
 */
import { useMemo } from 'react'
import { z } from 'zod'
import { blogPostOf } from '@/content/blog/post-model'
import { blogPostSchema, type BlogPost } from '@/content/blog/schema'
import { filesCollections, folderCollections } from '@/content/cms/collections'
import { faqItemSchema } from '@/content/faq/schema'
import {
  companySchema,
  customerSegmentSchema,
  founderSchema,
  offeringsSchema,
  serviceCardSchema,
  servicesSchema,
  testimonialSchema,
} from '@/content/marketing/schema'
import { compileMarkdownBody } from '@/content/shared/markdown-compile'
import { siteSettingsSchema } from '@/lib/schemas/site'
import { useOtherEntries, useOtherFile } from './other-files'
import { previewRouteExists } from './routes'

/** Where a collection's files are, or a file of a files collection, as errors name them. */
export function pathOf(collection: string, file?: string): string {
  if (!file) return folderCollections.find((folder) => folder.name === collection)?.folder ?? ''
  const files = filesCollections.find((candidate) => candidate.name === collection)?.files
  return files?.find((candidate) => candidate.name === file)?.file ?? file
}

export const useServiceCards = () => useOtherEntries('service-cards', serviceCardSchema)
export const useTestimonials = () => useOtherEntries('testimonials', testimonialSchema)
export const useSegments = () => useOtherEntries('segments', customerSegmentSchema)
export const useFounders = () => useOtherEntries('founders', founderSchema)
export const useFaq = () => useOtherEntries('faq', faqItemSchema)
export const useSettings = () => useOtherFile('site', 'settings', siteSettingsSchema)
export const useCompany = () => useOtherFile('shared', 'company', companySchema)
export const useOfferings = () => useOtherFile('shared', 'offerings', offeringsSchema)
export const useServicesCopy = () => useOtherFile('shared', 'services', servicesSchema)

/** A post's file as the CMS reads it: the front matter's fields and the body beside them. */
const postFileSchema = z
  .looseObject({ body: z.string().default('') })
  .transform(({ body, ...matter }) => ({ body, matter }))
  .pipe(z.object({ body: z.string(), matter: blogPostSchema }))

/** The published posts, as their pages show them (the bodies compiled for the reading time). */
export function usePosts(): BlogPost[] | null | undefined {
  const posts = useOtherEntries('posts', postFileSchema)
  return useMemo(
    () =>
      posts &&
      posts
        .filter(({ matter }) => !matter.draft)
        .map(({ body, matter }) =>
          blogPostOf(
            matter,
            compileMarkdownBody(
              { file: '', body, bodyLine: 1 },
              { routeExists: previewRouteExists, pictureSize: () => undefined },
            ),
            { file: '', today: new Date() },
          ),
        ),
    [posts],
  )
}

/**
 * In place of a page still waiting for other files: nothing while they load, and which of them
 * the CMS could not read (or fails its checks) once that is known.
 */
export function Waiting({ on }: { on: Record<string, unknown> }) {
  const failed = Object.entries(on).flatMap(([file, value]) => (value === null ? [file] : []))
  if (!failed.length) return null
  return (
    <p role="alert" data-testid="preview-problem" className="p-6 text-danger">
      This page also draws on {failed.join(', ')}, which the CMS could not read or which fails its
      checks: open it to see why.
    </p>
  )
}
