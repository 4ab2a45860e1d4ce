/** The newsletter box's words in a build with a provider: content/site/newsletter.yaml. */
import { contentPath, loadEntry } from '@/lib/content-files/collection'
import { newsletterCopySchema } from './schema'

export const newsletterCopy = loadEntry(
  contentPath('site', 'newsletter.yaml'),
  newsletterCopySchema,
).value
