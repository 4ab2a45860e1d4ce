import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import AxeBuilder from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'

export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa']

type Violation = {
  id: string
  impact?: string | null
  help: string
  nodes: { target: unknown[] }[]
}

const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
)

/**
 * Runs axe-core in the page itself: the script is put into the document once (a second check of
 * the same document, say after a resize, reuses it) and asked for violations only. The builder's
 * default runs each frame apart and assembles the results in a blank page it opens for the
 * purpose, which took about a second a check: most of a page sweep. A page with frames still
 * goes through the builder, which reaches into each of them.
 */
async function violationsOf(page: Page, include?: string): Promise<Violation[]> {
  if (page.frames().length > 1) {
    let builder = new AxeBuilder({ page }).withTags(AXE_TAGS)
    if (include) builder = builder.include(include)
    return (await builder.analyze()).violations
  }
  const loaded = await page.evaluate(() => 'axe' in window)
  if (!loaded) await page.evaluate(axeSource)
  return page.evaluate(
    ({ tags, include }) => {
      const axe = (
        window as unknown as {
          axe: { run: (context: unknown, options: unknown) => Promise<{ violations: Violation[] }> }
        }
      ).axe
      const context = include ? { include: [include] } : document
      return axe
        .run(context, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] })
        .then((results) =>
          results.violations.map(({ id, impact, help, nodes }) => ({
            id,
            impact,
            help,
            nodes: nodes.map(({ target }) => ({ target })),
          })),
        )
    },
    { tags: AXE_TAGS, include },
  )
}

/** Runs axe-core with the WCAG 2.0/2.1/2.2 A and AA rules and fails on any violation. */
export async function expectNoAxeViolations(page: Page, options: { include?: string } = {}) {
  const violations = await violationsOf(page, options.include)
  const summary = violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help}\n    ${violation.nodes
        .slice(0, 5)
        .map((node) => node.target.join(' '))
        .join('\n    ')}`,
  )
  expect(summary, `axe violations on ${page.url()}`).toEqual([])
}
