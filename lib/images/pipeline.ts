/**
 * The build's image step: every photo the content names, made into AVIF, WebP and a JPEG (PNG
 * when it has transparency) at the widths its slots need, plus a 1200×630 JPEG for link previews
 * of posts and products. Each source is turned upright by its EXIF orientation and converted to
 * sRGB; nothing of its metadata is written (sharp drops it unless asked to keep it): no GPS, no
 * camera, no comments. Variants are cached under .cache/images by the source's content hash, so
 * a rebuild with unchanged pictures makes none; they are copied into public/_img (ignored by git),
 * which `next build` exports and the dev server serves.
 */
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import sharp, { type Sharp } from 'sharp'
import { IMAGE_CACHE, type Manifest } from './manifest'
import { ogPath, PHOTO_FORMATS, variantPath, type Photo, type PhotoFormat } from './photo'
import type { PictureReference } from './references'
import { variantWidths, type SlotName } from './slots'
import { isRaster, pictureFile } from './sources'

/** Bumped when the settings below change, so every cached variant is made again. */
const SETTINGS = 'v2 avif q50 e3 4:2:0; webp q74; jpeg q78 mozjpeg; png palette; og 1200x630'
export const PUBLIC_IMG = path.join(process.cwd(), 'public', '_img')
const OG_SLOTS: readonly SlotName[] = ['postCover', 'productMain', 'productCard']

/**
 * Two variants at a time, sharp one thread each: the build stays within 2 cores, and a single
 * large photo (a phone's, with some twenty variants) keeps both busy rather than one.
 */
const WORKERS = 2

export type ImageRun = { pictures: number; made: number; reused: number; seconds: number }

const encode: Record<PhotoFormat, (image: Sharp) => Sharp> = {
  // Colour at half resolution, as WebP and JPEG keep it (sharp's AVIF default keeps it whole): a
  // tenth fewer bytes on a phone photo, no difference an eye can tell, and a faster encode.
  avif: (image) => image.avif({ quality: 50, effort: 3, chromaSubsampling: '4:2:0' }),
  webp: (image) => image.webp({ quality: 74 }),
  jpeg: (image) => image.jpeg({ quality: 78, mozjpeg: true }),
  png: (image) => image.png({ palette: true, quality: 85, compressionLevel: 9 }),
}

/** The source upright, in sRGB, without any of its metadata. */
export const upright = (input: Buffer | string) =>
  sharp(input, { limitInputPixels: 41_000_000 }).rotate().toColourspace('srgb')

/** A file name part from the source's name: 'Team Photo.JPG' -> 'team-photo'. */
const slug = (src: string) =>
  path
    .basename(src, path.extname(src))
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '') || 'image'

/** The cache key of a source: its bytes and the settings. */
export const contentHash = (bytes: Buffer) =>
  createHash('sha256').update(SETTINGS).update(bytes).digest('hex').slice(0, 12)

type Variant = { file: string; make: () => Sharp }

/** One source: what it is (its widths, shape and fallback format) and the files its variants go in. */
async function planPicture(src: string, slots: SlotName[], cache: string) {
  // Each variant reads the source again when its turn comes: the plan of a thousand photos holds
  // none of them in memory.
  const source = pictureFile(src) ?? src
  const bytes = fs.readFileSync(source)
  const hash = contentHash(bytes)
  const dir = path.join(cache, hash)
  fs.mkdirSync(dir, { recursive: true })
  const meta = await sharp(bytes).metadata()
  const turned = (meta.orientation ?? 1) >= 5
  const width = turned ? meta.height : meta.width
  const height = turned ? meta.width : meta.height
  const photo: Photo = {
    base: `/_img/${slug(src)}-${hash}`,
    widths: variantWidths(slots, width),
    width,
    height,
    fallback: meta.hasAlpha ? 'png' : 'jpeg',
  }
  const og = slots.some((slot) => OG_SLOTS.includes(slot))
  const cached = (sitePath: string) => path.join(dir, path.basename(sitePath))
  const variants: Variant[] = photo.widths.flatMap((w) =>
    [...PHOTO_FORMATS, photo.fallback].map((format) => ({
      file: cached(variantPath(photo, w, format)),
      make: () => encode[format](upright(source).resize({ width: w, withoutEnlargement: true })),
    })),
  )
  if (og) {
    variants.push({
      file: cached(ogPath(photo)),
      make: () =>
        upright(source)
          .flatten({ background: '#ffffff' })
          .resize(1200, 630, { fit: 'cover', position: 'attention' })
          .jpeg({ quality: 78, mozjpeg: true }),
    })
  }
  return { photo: { ...photo, ...(og ? { og } : {}) }, variants }
}

/** Makes a variant unless the cache has it (written under another name first: never half a file). */
async function makeVariant({ file, make }: Variant, run: ImageRun) {
  if (fs.existsSync(file)) run.reused += 1
  else {
    await make().toFile(`${file}.tmp`)
    fs.renameSync(`${file}.tmp`, file)
    run.made += 1
  }
}

/** Runs `task` over `items`, `WORKERS` at a time. */
async function pool<T>(items: T[], task: (item: T) => Promise<void>) {
  const queue = [...items]
  const worker = async () => {
    for (let item = queue.shift(); item !== undefined; item = queue.shift()) await task(item)
  }
  await Promise.all(Array.from({ length: WORKERS }, worker))
}

/** Makes every photo's variants, fills public/_img with them alone and writes the manifest. */
export async function buildImages(
  references: PictureReference[],
  { cache = IMAGE_CACHE, publicDir = PUBLIC_IMG } = {},
): Promise<ImageRun> {
  const started = Date.now()
  sharp.concurrency(1)
  const slotsBySrc = new Map<string, Set<SlotName>>()
  for (const ref of references) {
    if (!isRaster(ref.src) || !pictureFile(ref.src)) continue
    const slots = slotsBySrc.get(ref.src) ?? new Set<SlotName>()
    ref.slots.forEach((slot) => slots.add(slot))
    slotsBySrc.set(ref.src, slots)
  }
  const run: ImageRun = { pictures: slotsBySrc.size, made: 0, reused: 0, seconds: 0 }
  const manifest: Manifest = {}
  const used = new Set<string>()
  const variants: Variant[] = []
  for (const src of [...slotsBySrc.keys()].sort()) {
    const plan = await planPicture(src, [...slotsBySrc.get(src)!], cache)
    manifest[src] = plan.photo
    variants.push(...plan.variants)
  }
  await pool(variants, (variant) => makeVariant(variant, run))
  fs.mkdirSync(publicDir, { recursive: true })
  for (const { file } of variants) {
    const name = path.basename(file)
    used.add(name)
    const target = path.join(publicDir, name)
    if (!fs.existsSync(target)) fs.copyFileSync(file, target)
  }
  if (fs.existsSync(publicDir)) {
    for (const name of fs.readdirSync(publicDir))
      if (!used.has(name)) fs.rmSync(path.join(publicDir, name))
  }
  fs.mkdirSync(cache, { recursive: true })
  const sorted = Object.fromEntries(Object.entries(manifest).sort(([a], [b]) => a.localeCompare(b)))
  fs.writeFileSync(path.join(cache, 'manifest.json'), `${JSON.stringify(sorted, null, 1)}\n`)
  run.seconds = (Date.now() - started) / 1000
  fs.writeFileSync(path.join(cache, 'last-run.json'), JSON.stringify(run))
  return run
}
