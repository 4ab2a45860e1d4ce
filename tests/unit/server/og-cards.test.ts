// @vitest-environment node
import sharp from 'sharp'
import { expect, test } from 'vitest'
import { paletteCard } from '@/scripts/og-cards.mjs'

/** A card-like picture: a gradient across 1200 x 630 and a bar of flat colour. */
async function card() {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630"><defs><linearGradient id="g"><stop offset="0" stop-color="#0b1b33"/><stop offset="1" stop-color="#0f766e"/></linearGradient></defs><rect width="1200" height="630" fill="url(#g)"/><rect x="80" y="72" width="64" height="64" rx="14" fill="#14b8a6"/></svg>`
  return sharp(Buffer.from(svg)).png().toBuffer()
}

test('a card is written with a palette, smaller, the same size of picture', async () => {
  const drawn = await card()
  const served = await paletteCard(drawn)
  expect(served.length).toBeLessThan(drawn.length)
  const meta = await sharp(served).metadata()
  expect(meta).toMatchObject({ format: 'png', width: 1200, height: 630, isPalette: true })
})

test('a picture the palette would not make smaller is kept as it was; a card never grows', async () => {
  const dot = await sharp({
    create: { width: 1, height: 1, channels: 3, background: '#14b8a6' },
  })
    .png()
    .toBuffer()
  expect(await paletteCard(dot)).toBe(dot)
  const served = await paletteCard(await card())
  expect((await paletteCard(served)).length).toBeLessThanOrEqual(served.length)
})
