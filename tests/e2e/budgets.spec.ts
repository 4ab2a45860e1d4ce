import { readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from '@playwright/test'
// @ts-expect-error plain ESM helper shared with the benchmark script
import { firstLoadJs, gzipBytes, kb } from '../../scripts/lib/export-size.mjs'
import { OUT, pageRoutes } from './support/export'

/** The bare page of ours (header, footer, one h1): what every page costs at least. */
const FLOOR_ROUTE = '/not-found'
const KB = 1024
const SHOP = /^\/(shop|shop-details|cart|wishlist|checkout)(\/|$)/
/** Pages that carry a form library (react-hook-form + zod) from the start. */
const FORM_PAGES = new Set(['/contact'])

function budgetFor(route: string): { label: string; aboveFloor: number } {
  if (SHOP.test(route)) return { label: 'shop page', aboveFloor: 60 * KB }
  // react-hook-form + zod + resolver, like the shop's checkout: the shop's budget.
  if (FORM_PAGES.has(route)) return { label: 'form page', aboveFloor: 60 * KB }
  return { label: 'content page', aboveFloor: 20 * KB }
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name)
    return statSync(full).isDirectory() ? filesUnder(full) : [full]
  })
}

test('first-load JavaScript of every route stays within its budget above the floor', () => {
  const floor: number = firstLoadJs(OUT, FLOOR_ROUTE)
  const over: string[] = []
  for (const route of pageRoutes()) {
    const bytes: number = firstLoadJs(OUT, route)
    const { label, aboveFloor } = budgetFor(route)
    if (bytes - floor > aboveFloor) {
      over.push(
        `${route} (${label}): ${kb(bytes)} is ${kb(bytes - floor)} above the floor, budget ${kb(aboveFloor)}`,
      )
    }
  }
  expect(over).toEqual([])
})

test('no image in the export is larger than 150 KB', () => {
  const large = filesUnder(OUT)
    .filter((file) => /\.(png|jpe?g|webp|gif|svg|avif)$/i.test(file))
    .filter((file) => statSync(file).size > 150 * KB)
    .map((file) => `${file.slice(OUT.length)}: ${kb(statSync(file).size)}`)
  expect(large).toEqual([])
})

test('all CSS together is below 30 KB gzipped', () => {
  const css = filesUnder(join(OUT, '_next')).filter((file) => file.endsWith('.css'))
  const total = css.reduce((sum, file) => sum + (gzipBytes(file) as number), 0)
  expect(total, kb(total)).toBeLessThan(30 * KB)
})

test('the floor itself stays lean', () => {
  // A bare Next.js page of these versions loads about 132 KB; our shell may add a little.
  expect(firstLoadJs(OUT, FLOOR_ROUTE)).toBeLessThan(155 * KB)
})
