// @vitest-environment node
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildImages } from '@/lib/images/pipeline'
import type { PictureReference } from '@/lib/images/references'

// The image step on a small photo with GPS and orientation 6, in a scratch folder: metadata gone,
// upright, and a second run with the same bytes makes nothing.
const dir = mkdtempSync(join(tmpdir(), 'images-'))
const ref: PictureReference = {
  src: '/images/fixtures/side.jpg',
  file: 'content/team/members/1-a.yaml',
  line: 2,
  field: 'img',
  slots: ['thumb'],
}

beforeAll(async () => {
  process.env.COVERBRIDGE_IMAGES_DIR = join(dir, 'images')
  const upright = await sharp({
    create: { width: 300, height: 400, channels: 3, background: '#e600aa' },
  })
    .composite([
      {
        input: { create: { width: 300, height: 300, channels: 3, background: '#2878c8' } },
        top: 100,
        left: 0,
      },
    ])
    .png()
    .toBuffer()
  mkdirSync(join(dir, 'images', 'fixtures'), { recursive: true })
  await sharp(upright)
    .rotate(270)
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExif({ IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '48/1 51/1 2914/100' } })
    .toFile(join(dir, 'images', 'fixtures', 'side.jpg'))
})
afterAll(() => {
  delete process.env.COVERBRIDGE_IMAGES_DIR
  rmSync(dir, { recursive: true, force: true })
})

describe('the image step', { timeout: 60_000 }, () => {
  const options = { cache: join(dir, 'cache'), publicDir: join(dir, 'public') }

  it('makes each width in AVIF, WebP and JPEG, upright and without metadata', async () => {
    const run = await buildImages([ref], options)
    expect(run).toMatchObject({ pictures: 1, made: 9, reused: 0 })
    const manifest = JSON.parse(readFileSync(join(options.cache, 'manifest.json'), 'utf8'))
    expect(manifest[ref.src]).toMatchObject({ width: 300, height: 400, widths: [96, 192, 288] })
    const files = readdirSync(options.publicDir)
    expect(files).toHaveLength(9)
    for (const name of files) {
      const meta = await sharp(join(options.publicDir, name)).metadata()
      expect(meta.exif, name).toBeUndefined()
      expect(meta.height, name).toBeGreaterThan(meta.width)
    }
    const { data } = await sharp(
      join(
        options.publicDir,
        files.find((f) => f.endsWith('-288.jpg'))!,
      ),
    )
      .raw()
      .toBuffer({ resolveWithObject: true })
    expect(data[0]).toBeGreaterThan(180)
  })

  it('reuses every variant when the source is unchanged', async () => {
    const run = await buildImages([ref], options)
    expect(run).toMatchObject({ made: 0, reused: 9 })
  })

  it('takes out of public/_img what no picture needs any more', async () => {
    await buildImages([], options)
    expect(readdirSync(options.publicDir)).toEqual([])
  })
})
