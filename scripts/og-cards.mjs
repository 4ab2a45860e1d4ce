#!/usr/bin/env node
// The Open Graph cards (out/og/*.png, drawn by app/og/[image]/route.tsx) written again with a
// palette of at most 256 colours, dithered. A card is flat colour, one gradient and text, which
// look the same that way at about 40 KB rather than 95: at 500 posts the cards are 21 MB of the
// export rather than 50. Each card is kept under .cache/og/ by the hash of what Next drew, so a
// rebuild converts only the cards that changed. It runs beside the search index (which leaves a
// core free), two cards at a time: converting all 529 cards of 500 posts takes about 37 s of one
// core, which inside the render workers had made the build 40 s longer.
// Usage: node scripts/og-cards.mjs [out]
import { createHash } from 'node:crypto'
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  utimesSync,
} from 'node:fs'
import { join, resolve } from 'node:path'
import sharp from 'sharp'
import { writeWhole } from '../lib/write-whole.mjs'

const OUT = resolve(process.argv[2] ?? 'out')
const CACHE = join('.cache', 'og')
/** A cached card no build has used for this long is deleted. */
const CACHE_DAYS = 7
/** Bumped when the conversion changes, so that every card is converted again. */
const VERSION = 'palette 256, dithered, effort 1, zlib 9'

/** The card as the export serves it: with a palette, or as it was when that is not smaller. */
export async function paletteCard(png) {
  const converted = await sharp(png)
    .png({ palette: true, effort: 1, compressionLevel: 9 })
    .toBuffer()
  return converted.length < png.length ? converted : png
}

async function main() {
  const started = Date.now()
  const folder = join(OUT, 'og')
  const cards = existsSync(folder)
    ? readdirSync(folder).filter((name) => name.endsWith('.png'))
    : []
  mkdirSync(CACHE, { recursive: true })
  sharp.concurrency(1)
  const totals = { cards: cards.length, converted: 0, reused: 0, before: 0, after: 0 }
  const queue = [...cards]
  const work = async () => {
    for (let name = queue.shift(); name; name = queue.shift()) {
      const file = join(folder, name)
      const drawn = readFileSync(file)
      const key = createHash('sha256').update(VERSION).update(drawn).digest('hex').slice(0, 32)
      const cached = join(CACHE, `${key}.png`)
      let served
      if (existsSync(cached)) {
        served = readFileSync(cached)
        const now = new Date()
        utimesSync(cached, now, now)
        totals.reused += 1
      } else {
        served = await paletteCard(drawn)
        writeWhole(cached, served)
        totals.converted += 1
      }
      totals.before += drawn.length
      totals.after += served.length
      if (!served.equals(drawn)) writeWhole(file, served)
    }
  }
  await Promise.all([work(), work()])
  const oldest = Date.now() - CACHE_DAYS * 86_400_000
  for (const name of readdirSync(CACHE)) {
    if (statSync(join(CACHE, name)).mtimeMs < oldest) rmSync(join(CACHE, name), { force: true })
  }
  const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MB`
  console.log(
    `og cards: ${totals.cards} (${totals.converted} converted, ${totals.reused} from .cache/og), ${mb(totals.before)} as drawn, ${mb(totals.after)} served, ${((Date.now() - started) / 1000).toFixed(1)} s`,
  )
}

if (import.meta.url === `file://${process.argv[1]}`) await main()
