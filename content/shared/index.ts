/** What the domains share, for code outside content/: the schema primitives' types, the Markdown helpers. */
export type { Feature, IconName, SizedImage } from './schema'
export { bodyHtml, blockTexts, type Heading } from './markdown'
