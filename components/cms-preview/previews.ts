/** Every preview, by the collection or file it draws (a unit test checks none is missing). */
import { blogPreviews } from './pages/blog'
import { faqPreviews } from './pages/faq'
import { marketingItemPreviews } from './pages/marketing-items'
import { marketingPagePreviews } from './pages/marketing-pages'
import { projectPreviews } from './pages/projects'
import { sharedCopyPreviews } from './pages/shared-copy'
import { shopPreviews } from './pages/shop'
import { sitePreviews } from './pages/site'
import { teamPreviews } from './pages/team'
import type { Preview } from './preview'

export const PREVIEWS: Preview[] = [
  ...blogPreviews,
  ...shopPreviews,
  ...teamPreviews,
  ...faqPreviews,
  ...projectPreviews,
  ...marketingItemPreviews,
  ...marketingPagePreviews,
  ...sharedCopyPreviews,
  ...sitePreviews,
]
