import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { expect, type Page } from '@playwright/test'
import { measureContrast, type Unmeasured } from './contrast'
import { HAND_CHECKED, handChecked, SYMBOL_ONLY } from './hand-checked'

export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa']

type Finding = {
  rule: string
  impact?: string | null
  help: string
  kind: 'violation' | 'incomplete'
  selector: string
  message: string
  data?: { expectedContrastRatio?: string }
  /** The nodes of HAND_CHECKED this element matches. */
  matches: string[]
}
type AxeCheck = { message: string; data?: unknown }
type AxeNode = { target: unknown[]; any: AxeCheck[]; all: AxeCheck[]; none: AxeCheck[] }
type AxeResult = { id: string; impact?: string | null; help: string; nodes: AxeNode[] }
type Axe = {
  run: (
    context: unknown,
    options: unknown,
  ) => Promise<{ violations: AxeResult[]; incomplete: AxeResult[] }>
}

/**
 * What a first-screen picture drawn in the page holds (components/ui/inline-svg.tsx): it is an
 * image (role img, named by its alt text, or hidden when decorative), its shapes and labels are
 * its pixels, as they were when it was an <img> that axe could not look into. axe still checks
 * the drawing itself (its role and name).
 */
const INSIDE_DRAWINGS = ['svg[data-first-screen] *']

const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
)

/**
 * Runs axe-core with the WCAG 2.0/2.1/2.2 A and AA rules in the page itself and fails on every
 * violation and on every result axe leaves "incomplete" that it cannot clear: a text whose
 * contrast axe could not work out (a gradient, a picture, a glyph behind or around it) is
 * measured on the painted page, and any other incomplete result fails unless it is one of the
 * documented cases checked by hand (hand-checked.ts). The script is put into the document once
 * (a second check of the same document, say after a resize, reuses it), about 0.3 s a check.
 * Frames are left out: the site's only one is the third-party video player, which axe cannot
 * enter.
 */
export async function expectNoAxeViolations(page: Page, options: { include?: string } = {}) {
  expect(await axeProblems(page, options), `axe on ${page.url()}`).toEqual([])
}

/**
 * A dialog fading in (the modals' 300 ms entrance) has colours between two states: a checker reads
 * the page once what is moving has come to rest (finite animations only: a spinner never does).
 */
export async function restingAnimations(page: Page) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  )
}

/**
 * A block below the first screen is not rendered until it nears the viewport (the site's
 * `render-when-near`): a checker reads colours and boxes off the rendered page, so it sees every
 * such block drawn, as a visitor does on reaching it (`on`), and the override goes once it has
 * answered (`off`).
 */
export async function drawEveryBlock(page: Page, on: boolean) {
  await page.evaluate((draw) => {
    document.getElementById('checkers-draw-all')?.remove()
    if (!draw) return
    const style = document.createElement('style')
    style.id = 'checkers-draw-all'
    style.textContent = '.render-when-near{content-visibility:visible!important}'
    document.head.append(style)
  }, on)
}

/** What the check fails on, one line each (empty when the page passes). */
export async function axeProblems(page: Page, options: { include?: string } = {}) {
  await restingAnimations(page)
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource)
  await drawEveryBlock(page, true)
  const findings = await page.evaluate(
    ({ tags, include, handChecked: selectors, symbolOnly, INSIDE_DRAWINGS }) =>
      (window as unknown as { axe: Axe }).axe
        .run(
          include ? { include: [include], exclude: INSIDE_DRAWINGS } : { exclude: INSIDE_DRAWINGS },
          {
            runOnly: { type: 'tag', values: tags },
            resultTypes: ['violations', 'incomplete'],
            iframes: false,
          },
        )
        .then((results) =>
          (['violation', 'incomplete'] as const).flatMap((kind) =>
            results[kind === 'violation' ? 'violations' : 'incomplete'].flatMap((result) =>
              result.nodes.map((node): Finding => {
                const checks = [...node.any, ...node.all, ...node.none]
                const selector = String(node.target[0])
                const element = document.querySelector(selector)
                return {
                  rule: result.id,
                  impact: result.impact,
                  help: result.help,
                  kind,
                  selector,
                  message: checks.map((check) => check.message).join(' '),
                  data: checks[0]?.data as Finding['data'],
                  matches: selectors.filter((node) =>
                    node === symbolOnly
                      ? !/[\p{L}\p{N}]/u.test(element?.textContent ?? 'x')
                      : element?.matches(node),
                  ),
                }
              }),
            ),
          ),
        ),
    {
      tags: AXE_TAGS,
      include: options.include,
      handChecked: HAND_CHECKED.map((entry) => entry.node),
      symbolOnly: SYMBOL_ONLY,
      INSIDE_DRAWINGS,
    },
  )
  await drawEveryBlock(page, false)

  const problems: string[] = []
  const unmeasured: Unmeasured[] = []
  for (const finding of findings) {
    const line = `${finding.rule} (${finding.kind}, ${finding.impact}): ${finding.help}\n    ${finding.selector}: ${finding.message}`
    if (finding.kind === 'violation') problems.push(line)
    else if (finding.rule === 'color-contrast') {
      unmeasured.push({
        selector: finding.selector,
        expected: parseFloat(finding.data?.expectedContrastRatio ?? '4.5'),
      })
    } else if (
      !handChecked(finding.rule, finding.message, (node) => finding.matches.includes(node))
    )
      problems.push(line)
  }
  for (const text of await measureContrast(page, unmeasured)) {
    if (text.ratio !== null && text.ratio >= text.expected) continue
    problems.push(
      `color-contrast (measured on the painted page): ${text.selector} has ${
        text.ratio === null
          ? `no measurable text (${text.problem ?? 'not found'})`
          : `${text.ratio}:1`
      } against what is behind it, text ${text.color ?? '?'}, ${text.expected}:1 needed`,
    )
  }
  return problems
}
