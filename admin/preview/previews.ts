/** Every preview, by the collection or file it draws (a unit test checks none is missing). */
import { blogPreviews } from './pages/blog'
import { shopPreviews } from './pages/shop'
import type { Preview } from './preview'

export const PREVIEWS: Preview[] = [...blogPreviews, ...shopPreviews]
