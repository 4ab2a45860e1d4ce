import AxeBuilder from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'

export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa']

/** Runs axe-core with the WCAG 2.0/2.1/2.2 A and AA rules and fails on any violation. */
export async function expectNoAxeViolations(page: Page, options: { include?: string } = {}) {
  let builder = new AxeBuilder({ page }).withTags(AXE_TAGS)
  if (options.include) builder = builder.include(options.include)
  const { violations } = await builder.analyze()
  const summary = violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help}\n    ${violation.nodes
        .slice(0, 5)
        .map((node) => node.target.join(' '))
        .join('\n    ')}`,
  )
  expect(summary, `axe violations on ${page.url()}`).toEqual([])
}
