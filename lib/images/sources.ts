/**
 * Where a picture a content file names ('/images/team/ana.jpg') is read from: public/images,
 * or the folder `COVERBRIDGE_IMAGES_DIR` names (the test build's generated photos live there, so
 * they never sit in public/). Only the build reads photos from here: the site serves their
 * variants, never the file itself. SVGs are served as they are, from public/.
 */
import fs from 'node:fs'
import path from 'node:path'

const ROOT = process.cwd()

/** Photos: made into variants by the build. GIF is refused (see docs/content.md). */
export const RASTER = /\.(jpe?g|png|webp|avif)$/i

export const isRaster = (src: string) => src.startsWith('/images/') && RASTER.test(src)

/** The file behind a site picture path, or undefined when there is none. */
export function pictureFile(src: string): string | undefined {
  const parts = src.split('/').filter(Boolean)
  const extra = process.env.COVERBRIDGE_IMAGES_DIR
  const candidates = [
    ...(extra && parts[0] === 'images' ? [path.resolve(ROOT, extra, ...parts.slice(1))] : []),
    path.join(ROOT, 'public', ...parts),
  ]
  return candidates.find((file) => fs.existsSync(file) && fs.statSync(file).isFile())
}
