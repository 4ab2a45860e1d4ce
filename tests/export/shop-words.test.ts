// @vitest-environment jsdom
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from 'vitest'
import { parse } from 'yaml'
import { readExported } from '../e2e/support/export'

// The shop's category names and the words of its sort and filter options are the author's, in
// content/products/shop.yaml: the exported pages show exactly those.
const shop = parse(readFileSync(join(process.cwd(), 'content/products/shop.yaml'), 'utf8')) as {
  categories: Record<string, { one: string; filter: string }>
  controls: {
    sort: Record<string, string>
    filter: Record<string, string>
    groups: Record<string, string>
  }
}

const parseHtml = (route: string) =>
  new DOMParser().parseFromString(readExported(route), 'text/html')

/** A select's options as [value, words], with the label of the group each sits in. */
function options(select: HTMLSelectElement) {
  return [...select.options].map((option) => [
    option.value,
    option.textContent,
    option.parentElement instanceof HTMLOptGroupElement ? option.parentElement.label : null,
  ])
}

test("/shop's sort and filter options carry the words of the shop's file, in its groups", () => {
  const document = parseHtml('/shop')
  const selects = [...document.querySelectorAll('main select')] as HTMLSelectElement[]
  const [filter, sort] = selects
  expect(selects).toHaveLength(2)
  const { controls, categories } = shop
  expect(options(filter!)).toEqual([
    ['all', controls.filter.all, null],
    ['books', categories.books!.filter, controls.groups.category],
    ['visiting-card', categories['visiting-card']!.filter, controls.groups.category],
    ['magazine', categories.magazine!.filter, controls.groups.category],
    ['trending', controls.filter.trending, controls.groups.popularity],
    ['new', controls.filter.new, controls.groups.popularity],
  ])
  expect(options(sort!)).toEqual([
    ['default', controls.sort.default, null],
    ['price-asc', controls.sort['price-asc'], null],
    ['price-desc', controls.sort['price-desc'], null],
  ])
})

test("every product's page names its category as the shop's file does, above its title", () => {
  const folder = join(process.cwd(), 'content/products/items')
  const files = readdirSync(folder).filter((name) => name.endsWith('.yaml'))
  expect(files.length).toBeGreaterThan(9)
  for (const name of files) {
    const item = parse(readFileSync(join(folder, name), 'utf8')) as { id: number; category: string }
    const h1 = parseHtml(`/shop-details/${item.id}`).querySelector('main h1')
    expect(h1?.previousElementSibling?.textContent, name).toBe(shop.categories[item.category]!.one)
  }
})
