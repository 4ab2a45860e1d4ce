import type { Page } from '@playwright/test'
import { expect, test } from './support/shared-tab'
import { sweptPages } from './support/pages'

// A page inlines only the rules its HTML can use (scripts/lib/export/css-subset.mjs), and the whole
// stylesheet is switched on after its first paint. So the page as drawn from its inline part
// must be the page as the whole file draws it: for every element (and its ::before and
// ::after), every computed property is the same before and after the file applies. Read with
// JavaScript off, the document as the server sent it: what the first paint shows, and what a
// visitor without scripts keeps.

/** What a missing rule would change: box, layout, type, colour, effects. */
const PROPERTIES = [
  'display',
  'position',
  'inset',
  'z-index',
  'float',
  'box-sizing',
  'width',
  'height',
  'min-width',
  'max-width',
  'min-height',
  'max-height',
  'margin',
  'padding',
  'border-width',
  'border-style',
  'border-color',
  'border-radius',
  'outline-style',
  'overflow',
  'visibility',
  'opacity',
  'transform',
  'translate',
  'scale',
  'rotate',
  'filter',
  'backdrop-filter',
  'box-shadow',
  'color',
  'background-color',
  'background-image',
  'background-size',
  'background-position',
  'fill',
  'stroke',
  'font-family',
  'font-size',
  'font-weight',
  'font-style',
  'line-height',
  'letter-spacing',
  'text-align',
  'text-transform',
  'text-decoration-line',
  'white-space',
  'text-overflow',
  '-webkit-line-clamp',
  'flex-direction',
  'flex-wrap',
  'flex-grow',
  'flex-shrink',
  'flex-basis',
  'order',
  'justify-content',
  'align-items',
  'align-self',
  'gap',
  'grid-template-columns',
  'grid-template-rows',
  'grid-column',
  'grid-row',
  'aspect-ratio',
  'object-fit',
  'object-position',
  'list-style-type',
  'cursor',
  'pointer-events',
  'transition-property',
  'animation-name',
  'content',
]

/**
 * One page of each kind: every fixed page, the first of each kind made from content (products,
 * posts, list pages share their templates).
 */
function pagesOfEachKind(): string[] {
  const seen = new Set<string>()
  return sweptPages().filter((route) => {
    const kind = route.replace(/\/(?:page\/)?[^/]+$/, (tail) => (/\d/.test(tail) ? '/*' : tail))
    if (seen.has(kind)) return false
    seen.add(kind)
    return true
  })
}

/**
 * The computed properties above of every element (and of its ::before and ::after), one string an
 * element. The first call keeps them in the page; the second returns the elements whose string
 * changed since, with the first property that differs.
 */
function snapshot(page: Page, compare: boolean) {
  return page.evaluate(
    ([compare, names]) => {
      const store = window as unknown as { __styles?: string[] }
      const all = [...document.querySelectorAll('body, body *')]
      const styles = all.map((element) =>
        [null, '::before', '::after']
          .map((pseudo) => {
            const style = getComputedStyle(element, pseudo)
            if (pseudo && (style.content === 'none' || style.content === 'normal')) return ''
            let text = ''
            for (const name of names)
              text += `${pseudo ?? ''}${name}=${style.getPropertyValue(name)};`
            return text
          })
          .join('|'),
      )
      if (!compare) {
        store.__styles = styles
        return []
      }
      const before = store.__styles ?? []
      return styles.flatMap((text, i) => {
        if (text === before[i]) return []
        const was = (before[i] ?? '').split(';')
        const first = text.split(';').find((part, k) => part !== was[k])
        const element = all[i]!
        return [
          `<${element.tagName.toLowerCase()} class="${element.getAttribute('class') ?? ''}"> ${first}`,
        ]
      })
    },
    [compare, PROPERTIES] as const,
  )
}

/**
 * Switches the page's whole stylesheet on, as its boot script does, and waits until it applies
 * (polled: with JavaScript off, the page runs no load listener).
 */
async function switchOn(page: Page) {
  const links = await page.evaluate(() => {
    const disabled = [...document.querySelectorAll('link[rel=stylesheet][disabled]')]
    for (const link of disabled) link.removeAttribute('disabled')
    return disabled.length
  })
  await expect
    .poll(() =>
      page.evaluate(() =>
        [...document.querySelectorAll<HTMLLinkElement>('link[rel=stylesheet]')].every(
          (link) => link.sheet !== null,
        ),
      ),
    )
    .toBe(true)
  return links
}

for (const width of [1280, 360]) {
  test(`at ${width} px every page draws the same from its inline part as from the whole stylesheet`, async ({
    browser,
  }) => {
    test.setTimeout(180_000)
    const context = await browser.newContext({
      javaScriptEnabled: false,
      viewport: { width, height: 900 },
    })
    const page = await context.newPage()
    const differing: string[] = []
    for (const route of pagesOfEachKind()) {
      await page.goto(route)
      // Every block drawn, as the boot script has it once the page is idle: a block the first
      // frame skips (render-when-near) has its placeholder height or its last drawn one, by
      // when the browser last drew it, not by either stylesheet.
      await page.evaluate(() => document.documentElement.setAttribute('data-drawn', ''))
      await snapshot(page, false)
      expect(await switchOn(page), `${route}: its stylesheet link`).toBeGreaterThan(0)
      const changed = await snapshot(page, true)
      differing.push(...changed.slice(0, 5).map((line) => `${route} ${line}`))
    }
    await context.close()
    expect(differing).toEqual([])
  })
}
