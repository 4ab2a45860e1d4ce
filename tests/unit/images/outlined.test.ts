// @vitest-environment node
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { copyFile, drawableSvg, keptFile, outlineKey } from '@/lib/images/outlined'
import { outlinePictures } from '@/lib/images/outline-step'
import { inlineSvgParts, SVG_DATA_URL } from '@/lib/inline-svg'

/** A test that starts the worker (a Node process that loads HarfBuzz): seconds on a busy machine. */
const WORKER_MS = 60_000

// A checkout of its own, its code and packages the repository's: the copies it makes stay in it.
const root = mkdtempSync(join(tmpdir(), 'outlined-'))
const svg = (body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="100" viewBox="0 0 200 100" font-family="system-ui, sans-serif"><title>T</title><rect width="200" height="100" fill="#eee"/>${body}</svg>\n`
const WORDS = svg(
  '<text x="100" y="50" font-size="20" font-weight="700" text-anchor="middle">Harbor Point</text>',
)
const CENTRED = svg('<text x="100" y="50" dominant-baseline="middle">Harbor Point</text>')
const SHAPES = svg('<circle cx="50" cy="50" r="20"/>')
const dataUrl = (markup: string) => SVG_DATA_URL + encodeURIComponent(markup)

beforeAll(() => {
  for (const dir of ['lib', 'node_modules']) symlinkSync(join(process.cwd(), dir), join(root, dir))
  mkdirSync(join(root, 'public', 'images'), { recursive: true })
  writeFileSync(join(root, 'public', 'images', 'words.svg'), WORDS)
  writeFileSync(join(root, 'public', 'images', 'centred.svg'), CENTRED)
  writeFileSync(join(root, 'public', 'images', 'shapes.svg'), SHAPES)
})

afterAll(() => rmSync(root, { recursive: true, force: true }))

describe('drawableSvg', () => {
  it('gives a picture without words as it is, and makes no copy of it', () => {
    expect(drawableSvg('/images/shapes.svg', SHAPES, root)).toBe(SHAPES)
    expect(existsSync(join(root, '.cache'))).toBe(false)
  })

  it(
    'makes a missing copy on the spot (of every picture with words), then reads it',
    () => {
      const drawn = drawableSvg('/images/words.svg', WORDS, root)
      expect(drawn).not.toMatch(/<text|<tspan|Harbor/)
      expect(drawn).toMatch(/<defs><path id="g0"/)
      expect(inlineSvgParts(dataUrl(drawn))?.body).toContain('<use href="#g')
      const copy = copyFile(outlineKey(WORDS, root), root)
      expect(readFileSync(copy, 'utf8')).toBe(drawn)
      // The worker made the other picture's copy while it was at it.
      expect(existsSync(copyFile(outlineKey(CENTRED, root), root))).toBe(true)
      // Read again, not made again.
      const made = statSync(copy).mtimeMs
      expect(drawableSvg('/images/words.svg', WORDS, root)).toBe(drawn)
      expect(statSync(copy).mtimeMs).toBe(made)
    },
    WORKER_MS,
  )

  it(
    'gives a picture whose words it cannot draw as it is: it stays an image, words and all',
    () => {
      const drawn = drawableSvg('/images/centred.svg', CENTRED, root)
      expect(drawn).toBe(CENTRED)
      expect(inlineSvgParts(dataUrl(drawn))).toBeNull()
      expect(readFileSync(keptFile(outlineKey(CENTRED, root), root), 'utf8')).toMatch(
        /dominant-baseline/,
      )
    },
    WORKER_MS,
  )

  it(
    'fails when it cannot make a copy, never giving the words as text',
    () => {
      const bare = mkdtempSync(join(tmpdir(), 'outlined-bare-'))
      symlinkSync(join(process.cwd(), 'node_modules'), join(bare, 'node_modules'))
      try {
        expect(() => drawableSvg('/images/words.svg', WORDS, bare)).toThrow(
          /Could not draw the words of \/images\/words\.svg/,
        )
      } finally {
        rmSync(bare, { recursive: true, force: true })
      }
    },
    WORKER_MS,
  )
})

describe('outlinePictures', () => {
  it(
    'reuses the copies it finds and names the pictures kept as images',
    async () => {
      const run = await outlinePictures([], root)
      expect(run).toMatchObject({ pictures: 2, made: 0, reused: 2 })
      expect(run.kept).toEqual([
        { src: '/images/centred.svg', reason: expect.stringMatching(/dominant-baseline/) },
      ])
    },
    WORKER_MS,
  )
})
