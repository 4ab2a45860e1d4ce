import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import sharp from 'sharp'
import { describe, expect, test } from 'vitest'
import { PHOTO_PAGES } from '../fixtures/photos.mjs'

// The build under /coverbridge carries photos (tests/fixtures/photos.mjs: a phone photo with GPS
// and orientation 6, a PNG with transparency): read without a browser, nothing of their metadata
// ships, no picture is large, and every srcset candidate of every page is a file of the export.
const OUT = join(process.cwd(), 'out-base')
const PREFIX = '/coverbridge'
const built = existsSync(join(OUT, 'index.html'))

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name)
    return statSync(full).isDirectory() ? files(full) : [full]
  })
}

describe.skipIf(!built && !process.env.CI)('photos in the build under /coverbridge', () => {
  const all = built ? files(OUT) : []
  const pictures = all.filter((file) => /\.(jpe?g|png|webp|avif|gif)$/i.test(file))

  test('the photo pages draw the photo from its variants', () => {
    for (const page of PHOTO_PAGES) {
      const html = readFileSync(join(OUT, `${page}.html`), 'utf8')
      expect(html, page).toMatch(
        /<source type="image\/avif" srcSet="\/coverbridge\/_img\/phone-photo-/,
      )
    }
  })

  test('no picture in the export carries EXIF, GPS, XMP or comments, and none is over 1 MB', async () => {
    expect(pictures.length).toBeGreaterThan(20)
    const found: string[] = []
    for (const file of pictures) {
      const name = relative(OUT, file)
      if (statSync(file).size > 1024 * 1024) found.push(`${name}: over 1 MB`)
      const bytes = readFileSync(file)
      // The GPS IFD's tag (0x8825) or the EXIF header would be found in the bytes themselves.
      if (bytes.includes('Exif\0\0') || bytes.includes('PhoneMaker')) found.push(`${name}: EXIF`)
      const meta = await sharp(bytes).metadata()
      if (meta.exif || meta.xmp || meta.iptc || meta.comments?.length)
        found.push(`${name}: metadata`)
      if (meta.orientation && meta.orientation !== 1) found.push(`${name}: orientation`)
    }
    expect(found).toEqual([])
  })

  test('the photo variants are upright: the top band of the source is at the top', async () => {
    const variants = pictures.filter((file) => /phone-photo-\w+-\d+\.(jpg|webp|avif)$/.test(file))
    expect(variants.length).toBeGreaterThan(3)
    for (const file of variants) {
      const { data, info } = await sharp(file).raw().toBuffer({ resolveWithObject: true })
      expect(info.height, file).toBeGreaterThan(info.width)
      const top = [...data.subarray(0, 3)]
      expect(top[0], file).toBeGreaterThan(180)
      expect(top[2], file).toBeGreaterThan(120)
    }
  })

  test('every srcset candidate and img src of every page is a file of the export', () => {
    const missing: string[] = []
    for (const page of all.filter((file) => file.endsWith('.html'))) {
      const html = readFileSync(page, 'utf8')
      const urls = [...html.matchAll(/(?:srcSet|srcset)="([^"]+)"/g)].flatMap(([, set]) =>
        set!.split(',').map((candidate) => candidate.trim().split(/\s+/)[0]!),
      )
      for (const url of urls) {
        if (!url.startsWith(`${PREFIX}/`)) continue
        if (!existsSync(join(OUT, url.slice(PREFIX.length))))
          missing.push(`${relative(OUT, page)}: ${url}`)
      }
    }
    expect(missing).toEqual([])
  })
})
