/** The checkout's options, read from their file and checked. */
import { contentPath, loadEntry } from '@/lib/content-files/collection'
import { checkoutOptionsSchema } from './schema'

export const checkoutOptions = loadEntry(
  contentPath('checkout', 'options.yaml'),
  checkoutOptionsSchema,
).value
