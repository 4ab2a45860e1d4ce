/**
 * What the admin bundle draws for a picture path, in place of lib/images/manifest.ts and
 * lib/inline-image.ts (scripts/lib/cms/admin-preview.mjs maps both here). On the site a path names a
 * file the build has read: its photo variants, or an SVG inlined as a data URL. In the preview
 * it names whatever the CMS holds for it (asset-fields.ts): the file on the site, or, for a
 * picture the author has just chosen and not yet saved, a blob: URL of it in the browser.
 * Either is a plain src, which the site's image element draws in its slot's box, shaped (square,
 * 4:3, round) and cropped by the slot's classes as the page would be.
 */
import type * as Manifest from '@/lib/images/manifest'
import type * as InlineImage from '@/lib/inline-image'

type Resolve = (src: string) => string

let resolve: Resolve = (src) => src

/** Sets how paths resolve, before each render of a preview (one pane shows at a time). */
export function resolvePicturesWith(next: Resolve) {
  resolve = next
}

export const imageSource: typeof Manifest.imageSource = (src) => resolve(src)

/** No photo variants exist for a picture that is not built yet: the src stands alone. */
export const photoFor: typeof Manifest.photoFor = () => undefined

export const pictureUrl: typeof Manifest.pictureUrl = (src) => resolve(src)

export const ogImageOf: typeof Manifest.ogImageOf = () => undefined

export const firstScreenSrc: typeof InlineImage.firstScreenSrc = (src) => resolve(src)

export const svgDataUrl: typeof InlineImage.svgDataUrl = (src) => resolve(src)
