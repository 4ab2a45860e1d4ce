// @vitest-environment jsdom
// One-off: the visible text of every exported page matches an export made before content moved
// to files (BEFORE_EXPORT names its folder). Deleted once it has passed.
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import { expect, test } from 'vitest'

const AFTER = join(process.cwd(), 'out')
const BEFORE = process.env.BEFORE_EXPORT ?? ''

function htmlFiles(root: string, dir = root): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name)
    if (statSync(full).isDirectory()) return name === '_next' ? [] : htmlFiles(root, full)
    return name.endsWith('.html') ? [relative(root, full)] : []
  })
}

function visibleText(file: string): string {
  const document = new DOMParser().parseFromString(readFileSync(file, 'utf8'), 'text/html')
  for (const node of document.querySelectorAll('script, style, template, noscript')) node.remove()
  const meta = [...document.querySelectorAll('title, meta[name="description"]')].map(
    (node) => node.textContent || node.getAttribute('content'),
  )
  return [...meta, document.body.textContent ?? ''].join('\n').replace(/\s+/g, ' ').trim()
}

const files = BEFORE ? htmlFiles(AFTER) : []

test('the two exports hold the same pages', () => {
  expect(BEFORE, 'set BEFORE_EXPORT').not.toBe('')
  expect(files.sort()).toEqual(htmlFiles(BEFORE).sort())
  expect(files.length).toBeGreaterThan(70)
})

test.each(files)('%s reads the same', (file) => {
  expect(visibleText(join(AFTER, file))).toBe(visibleText(join(BEFORE, file)))
})
