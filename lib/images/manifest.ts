/**
 * What the build's image step made (scripts/check-content.mjs --images), read by the server
 * components: a content picture path to its Photo. SVGs and data URLs are not in it and are
 * drawn as they are. Run without that step (`npm run dev` before any build), a photo falls back
 * to its original file, which the dev server serves from public/.
 */
import fs from 'node:fs'
import path from 'node:path'
import { isRaster } from './sources'
import { largestPath, ogPath, type Photo } from './photo'

export const IMAGE_CACHE = path.join(process.cwd(), '.cache', 'images')
export const MANIFEST_FILE = path.join(IMAGE_CACHE, 'manifest.json')

export type Manifest = Record<string, Photo & { og?: boolean }>

let cached: { mtime: number; manifest: Manifest } | undefined

export function readManifest(): Manifest {
  if (!fs.existsSync(MANIFEST_FILE)) return {}
  const mtime = fs.statSync(MANIFEST_FILE).mtimeMs
  if (cached?.mtime !== mtime) {
    const manifest: Manifest = JSON.parse(fs.readFileSync(MANIFEST_FILE, 'utf8'))
    cached = { mtime, manifest }
  }
  return cached.manifest
}

/** The photo a path names, when the build made variants of it. */
export function photoFor(src: string): Photo | undefined {
  if (!isRaster(src)) return undefined
  const entry = readManifest()[src]
  if (!entry) return undefined
  const { base, widths, width, height, fallback } = entry
  return { base, widths, width, height, fallback }
}

/** What an image element draws for a content path: its Photo, or the path itself (SVG). */
export function imageSource(src: string): string | Photo {
  return photoFor(src) ?? src
}

/** A single file for a picture (structured data, feeds): a photo's widest variant. */
export function pictureUrl(src: string): string {
  const photo = photoFor(src)
  return photo ? largestPath(photo) : src
}

/** The link preview made of a post's or product's photo, if it has one. */
export function ogImageOf(src: string): string | undefined {
  const entry = isRaster(src) ? readManifest()[src] : undefined
  return entry?.og ? ogPath(entry) : undefined
}
