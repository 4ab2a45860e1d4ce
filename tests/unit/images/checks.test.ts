// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { checkPictures, pictureProblem, unreferencedPictures } from '@/lib/images/checks'
import { fileReferences, type PictureReference } from '@/lib/images/references'

// Each check of a picture, on files made here: the problem names the file, line and field.
const dir = mkdtempSync(join(tmpdir(), 'checks-'))
const at = (src: string, slots: PictureReference['slots'] = ['portrait']): PictureReference => ({
  src,
  file: 'content/team/members/1-a.yaml',
  line: 2,
  field: 'img',
  slots,
})

beforeAll(async () => {
  process.env.COVERBRIDGE_IMAGES_DIR = dir
  mkdirSync(join(dir, 'x'), { recursive: true })
  const solid = (width: number, height: number) =>
    sharp({ create: { width, height, channels: 3, background: '#336699' } })
  await solid(1200, 1400)
    .jpeg()
    .toFile(join(dir, 'x', 'good.jpg'))
  await solid(400, 500)
    .jpeg()
    .toFile(join(dir, 'x', 'small.jpg'))
  // 300 wide as stored, 600 wide upright (orientation 6): the upright width counts.
  await solid(600, 300)
    .jpeg()
    .withMetadata({ orientation: 6 })
    .toFile(join(dir, 'x', 'turned.jpg'))
  await solid(8000, 5100)
    .jpeg({ quality: 10 })
    .toFile(join(dir, 'x', 'huge.jpg'))
  writeFileSync(join(dir, 'x', 'text.png'), 'not a picture')
  await solid(600, 600)
    .gif()
    .toFile(join(dir, 'x', 'named.png'))
})
afterAll(() => {
  delete process.env.COVERBRIDGE_IMAGES_DIR
  rmSync(dir, { recursive: true, force: true })
})

describe('the picture checks', { timeout: 30_000 }, () => {
  it('accepts a photo big enough for its slot at DPR 2', async () => {
    expect(await pictureProblem(at('/images/x/good.jpg'))).toBeUndefined()
  })

  it('refuses a photo smaller than its slot needs at DPR 2', async () => {
    expect(await pictureProblem(at('/images/x/small.jpg'))).toMatch(
      /400 px wide; its place on the site needs at least 532 px/,
    )
  })

  it('measures a photo upright, after its EXIF orientation', async () => {
    expect(await pictureProblem(at('/images/x/turned.jpg'))).toMatch(/300 px wide/)
  })

  it('refuses a picture over 40 megapixels', async () => {
    expect(await pictureProblem(at('/images/x/huge.jpg'))).toMatch(
      /8000×5100 \(40\.8 megapixels\); the limit is 40/,
    )
  })

  it('refuses a file that is not an image, or in another format (a GIF named .png)', async () => {
    expect(await pictureProblem(at('/images/x/text.png'))).toMatch(/cannot be read as an image/)
    expect(await pictureProblem(at('/images/x/named.png'))).toMatch(/is gif, not JPEG/)
  })

  it('refuses a GIF and leaves SVGs to the loaders', async () => {
    expect(await pictureProblem(at('/images/x/anim.gif'))).toMatch(/is a GIF/)
    expect(await pictureProblem(at('/images/people/m1.svg'))).toBeUndefined()
  })

  it('names the file, line and field of each problem', async () => {
    expect(await checkPictures([at('/images/x/good.jpg'), at('/images/x/small.jpg')])).toEqual([
      expect.objectContaining({ file: 'content/team/members/1-a.yaml', line: 2, field: 'img' }),
    ])
  })

  it('finds pictures in YAML fields, front matter and Markdown bodies, with their lines', () => {
    const refs = fileReferences(
      'content/blog/posts/1-a.md',
      '---\nid: 1\nimg: /images/blog/a.jpg\n---\n\nText\n\n![A chart](/images/blog/c.png)\n',
    )
    expect(refs.map(({ src, line, field, slots }) => ({ src, line, field, slots }))).toEqual([
      {
        src: '/images/blog/a.jpg',
        line: 3,
        field: 'img',
        slots: ['postCover', 'postCard', 'sidebarThumb'],
      },
      { src: '/images/blog/c.png', line: 8, field: 'body', slots: ['body'] },
    ])
  })

  it('reports files under public/images that nothing names', () => {
    const named = new Set(['/images/people/m1.svg'])
    const unnamed = unreferencedPictures(process.cwd(), named)
    expect(unnamed).toContain('/images/people/m2.svg')
    expect(unnamed).not.toContain('/images/people/m1.svg')
  })
})
