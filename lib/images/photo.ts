/**
 * A photo as the pages draw it: the variants the build made of it, by width and format. Plain
 * data, so a client component can draw one the server resolved (lib/images/manifest.ts).
 */
export type Photo = {
  /** The variants' common path: '/_img/{name}-{hash}', then '-{width}.{format}'. */
  base: string
  /** The widths made, smallest first. */
  widths: number[]
  /** The upright picture's size, for width and height (no layout shift). */
  width: number
  height: number
  /** The format for browsers without AVIF or WebP: PNG when the picture has transparency. */
  fallback: 'jpeg' | 'png'
}

export const PHOTO_FORMATS = ['avif', 'webp'] as const

export type PhotoFormat = (typeof PHOTO_FORMATS)[number] | Photo['fallback']

const EXTENSION: Record<PhotoFormat, string> = {
  avif: 'avif',
  webp: 'webp',
  jpeg: 'jpg',
  png: 'png',
}

export const isPhoto = (src: string | Photo): src is Photo => typeof src !== 'string'

/** The site path of one variant. */
export function variantPath(photo: Pick<Photo, 'base'>, width: number, format: PhotoFormat) {
  return `${photo.base}-${width}.${EXTENSION[format]}`
}

/** Every variant of a format as srcset candidates, each path passed through `href`. */
export function srcSetOf(photo: Photo, format: PhotoFormat, href: (path: string) => string) {
  return photo.widths.map((w) => `${href(variantPath(photo, w, format))} ${w}w`).join(', ')
}

/** The widest variant in the fallback format (feeds, structured data, the plain src). */
export const largestPath = (photo: Photo) =>
  variantPath(photo, photo.widths.at(-1) ?? photo.width, photo.fallback)

/** The 1200×630 crop made for link previews (posts and products). */
export const ogPath = (photo: Pick<Photo, 'base'>) => `${photo.base}-og.jpg`
