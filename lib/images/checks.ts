/**
 * The content checks of pictures, beyond the schemas: a photo must be an image sharp reads, big
 * enough for its slot at DPR 2, and no bigger than a build should take (40 megapixels, 25 MB).
 * A GIF is refused: an animation belongs in a video, a still in PNG or JPEG. A missing file is
 * reported by the loaders already. A file under public/images that nothing names is reported,
 * not failed.
 */
import fs from 'node:fs'
import path from 'node:path'
import sharp, { type Metadata } from 'sharp'
import type { ContentProblem } from '@/lib/content-files/validate'
import type { PictureReference } from './references'
import { minimumSourceWidth } from './slots'
import { pictureFile, RASTER } from './sources'

export const MAX_PIXELS = 40_000_000
export const MAX_BYTES = 25 * 1024 * 1024
const READABLE = new Set(['jpeg', 'png', 'webp', 'heif'])

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`

/** What is wrong with one referenced picture, or undefined. */
export async function pictureProblem(ref: PictureReference): Promise<string | undefined> {
  if (/\.gif$/i.test(ref.src))
    return `image ${ref.src} is a GIF: save a still as PNG or JPEG (an animation as a video)`
  const file = pictureFile(ref.src)
  if (!file || !RASTER.test(ref.src)) return undefined
  const bytes = fs.statSync(file).size
  if (bytes > MAX_BYTES) return `image ${ref.src} is ${mb(bytes)}; the limit is 25 MB`
  let meta: Metadata
  try {
    meta = await sharp(file).metadata()
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error)
    return `image ${ref.src} cannot be read as an image (${reason})`
  }
  if (!READABLE.has(meta.format) || (meta.format === 'heif' && meta.compression !== 'av1'))
    return `image ${ref.src} is ${meta.format}, not JPEG, PNG, WebP or AVIF`
  const pixels = meta.width * meta.height
  if (pixels > MAX_PIXELS)
    return `image ${ref.src} is ${meta.width}×${meta.height} (${(pixels / 1e6).toFixed(1)} megapixels); the limit is 40`
  const width = (meta.orientation ?? 1) >= 5 ? meta.height : meta.width
  const needed = minimumSourceWidth(ref.slots)
  if (width < needed)
    return `image ${ref.src} is ${width} px wide; its place on the site needs at least ${needed} px (its widest size at DPR 2)`
  return undefined
}

/** The problems of every referenced picture, each at its file, line and field. */
export async function checkPictures(refs: PictureReference[]): Promise<ContentProblem[]> {
  const problems = await Promise.all(
    refs.map(async (ref) => {
      const message = await pictureProblem(ref)
      return message ? { file: ref.file, line: ref.line, field: ref.field, message } : undefined
    }),
  )
  return problems.filter((problem) => problem !== undefined)
}

function files(dir: string): string[] {
  if (!fs.existsSync(dir)) return []
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    return entry.isDirectory() ? files(full) : [full]
  })
}

/**
 * Files under public/images that neither the content nor the code names: `named` holds every
 * '/images/...' path found (content references and the strings of the site's code).
 */
export function unreferencedPictures(root: string, named: ReadonlySet<string>): string[] {
  const images = path.join(root, 'public', 'images')
  return files(images)
    .map((file) => `/images/${path.relative(images, file).split(path.sep).join('/')}`)
    .filter((src) => !named.has(src))
    .sort()
}
