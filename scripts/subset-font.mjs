#!/usr/bin/env node
// npm run fonts: writes app/fonts/inter-subset.woff2 from @fontsource-variable/inter, cut to the
// characters the site can show and the weights it uses (scripts/lib/fonts/font-subset.mjs). Run it
// when a test says the font lacks a character that new copy uses; commit the file it writes.
import { readFileSync, writeFileSync } from 'node:fs'
import subsetFont from 'subset-font'
import { requiredCodePoints, SOURCE, TARGET, WEIGHTS } from './lib/fonts/font-subset.mjs'

const source = readFileSync(SOURCE)
const points = requiredCodePoints()
const text = String.fromCodePoint(...points)
const font = await subsetFont(source, text, {
  targetFormat: 'woff2',
  variationAxes: { wght: WEIGHTS },
})
writeFileSync(TARGET, font)
console.log(
  `fonts: ${TARGET}, ${points.length} characters, weights ${WEIGHTS.min}-${WEIGHTS.max}: ` +
    `${(source.length / 1024).toFixed(1)} KB -> ${(font.length / 1024).toFixed(1)} KB`,
)
