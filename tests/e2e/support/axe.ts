import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { expect, type Page } from '@playwright/test'

export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa']

type Violation = {
  id: string
  impact?: string | null
  help: string
  nodes: { target: unknown[] }[]
}
type Axe = { run: (context: unknown, options: unknown) => Promise<{ violations: Violation[] }> }

const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
)

/**
 * Runs axe-core with the WCAG 2.0/2.1/2.2 A and AA rules in the page itself and fails on any
 * violation. The script is put into the document once (a second check of the same document, say
 * after a resize, reuses it) and asked for violations only: about 0.3 s a check, where a runner
 * that assembles the results in a blank page of its own took a second. Frames are left out: the
 * site's only one is the third-party video player, which axe cannot enter.
 */
export async function expectNoAxeViolations(page: Page, options: { include?: string } = {}) {
  // A dialog fading in (the modals' 300 ms entrance) has colours between two states: axe reads
  // the page once what is moving has come to rest (finite animations only: a spinner never does).
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  )
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource)
  const violations = await page.evaluate(
    ({ tags, include }) =>
      (window as unknown as { axe: Axe }).axe
        .run(include ? { include: [include] } : document, {
          runOnly: { type: 'tag', values: tags },
          resultTypes: ['violations'],
          iframes: false,
        })
        .then((results) =>
          results.violations.map(({ id, impact, help, nodes }) => ({
            id,
            impact,
            help,
            nodes: nodes.map(({ target }) => ({ target })),
          })),
        ),
    { tags: AXE_TAGS, include: options.include },
  )
  const summary = violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help}\n    ${violation.nodes
        .slice(0, 5)
        .map((node) => node.target.join(' '))
        .join('\n    ')}`,
  )
  expect(summary, `axe violations on ${page.url()}`).toEqual([])
}
