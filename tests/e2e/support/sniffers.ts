import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { expect, type Page } from '@playwright/test'
import { drawEveryBlock, restingAnimations } from './axe'
import { measureContrast } from './contrast'
import { SNIFFER_HAND_CHECKED } from './sniffer-hand-checked'
import {
  describeFinding,
  HTMLCS_LEVELS,
  ibmLevel,
  readFindings,
  type SnifferFinding,
} from './sniffer-findings'

const require = createRequire(import.meta.url)
const htmlcsSource = readFileSync(
  require.resolve('@pa11y/html_codesniffer/build/HTMLCS.js'),
  'utf8',
)
const aceSource = readFileSync(require.resolve('accessibility-checker-engine/ace.js'), 'utf8')

/** HTML_CodeSniffer's standard and IBM's rule set the sweep holds the site to. */
export const HTMLCS_STANDARD = 'WCAG2AA'
export const IBM_POLICY = 'IBM_Accessibility'

/** What HTML_CodeSniffer answers for one element. */
type HtmlcsMessage = { type: number; code: string; msg: string; element: Node }
type Htmlcs = {
  process: (
    standard: string,
    content: Node,
    done: () => void,
    failed: () => void,
    language: string,
  ) => void
  getMessages: () => HtmlcsMessage[]
}
/** What IBM's engine answers for one rule and one element. */
type IbmResult = {
  ruleId: string
  reasonId: string
  value: [string, string]
  message: string
  path: { dom: string }
  snippet: string
  node?: Node
}
type Ace = {
  Checker: new () => {
    check: (node: Node, policies: string[]) => Promise<{ results: IbmResult[] }>
  }
}

/**
 * Runs HTML_CodeSniffer (WCAG2AA) and IBM Equal Access (IBM_Accessibility, its rule set for WCAG
 * 2.2 A and AA and IBM's own requirements) in the page as it is, and fails on what they find:
 * every HTML_CodeSniffer error and IBM violation; a text whose contrast either could not work
 * out (absolutely positioned, on a picture) unless it reaches its ratio on the painted page
 * (contrast.ts); and every warning, notice, potential violation, recommendation and manual check
 * that no documented case clears (sniffer-hand-checked.ts). Like axe, the scripts go into the
 * document through DevTools (no script tag, which the page's policy would refuse), once.
 */
export async function expectNoSnifferProblems(page: Page) {
  expect(
    await snifferProblems(page),
    `HTML_CodeSniffer and IBM Equal Access on ${page.url()}`,
  ).toEqual([])
}

/** What the check fails on, one line each (empty when the page passes). */
export async function snifferProblems(page: Page) {
  try {
    const { problems, toMeasure } = readFindings(await snifferFindings(page), SNIFFER_HAND_CHECKED)
    const measured = await measureContrast(
      page,
      toMeasure.map(({ selector, expected }) => ({ selector, expected })),
    )
    measured.forEach((text, index) => {
      if (text.ratio !== null && text.ratio >= text.expected) return
      const ratio =
        text.ratio === null
          ? `no measurable text (${text.problem ?? 'not found'})`
          : `${text.ratio}:1`
      problems.push(
        describeFinding(
          toMeasure[index]!.finding,
          `\n    measured on the painted page: ${ratio}, text ${text.color ?? '?'}, ${text.expected}:1 needed`,
        ),
      )
    })
    return problems
  } finally {
    await page.evaluate(() => {
      for (const node of document.querySelectorAll('[data-sniffed]'))
        node.removeAttribute('data-sniffed')
      for (const details of document.querySelectorAll('[data-sniffer-opened]')) {
        details.removeAttribute('data-sniffer-opened')
        ;(details as HTMLDetailsElement).open = false
      }
    })
  }
}

/**
 * Every finding of both tools but their passes, read in the page. It leaves marks for the
 * measurement (data-sniffed) and the closed <details> it opened (data-sniffer-opened):
 * snifferProblems takes them away.
 */
async function snifferFindings(page: Page): Promise<SnifferFinding[]> {
  await restingAnimations(page)
  if (!(await page.evaluate(() => 'HTMLCS' in window && 'ace' in window))) {
    await page.evaluate(htmlcsSource)
    await page.evaluate(aceSource)
  }
  await drawEveryBlock(page, true)
  try {
    const findings = await page.evaluate(
      async ({ standard, policy, nodes, levels }) => {
        const { HTMLCS, ace } = window as unknown as { HTMLCS: Htmlcs; ace: Ace }
        // What a closed <details> holds (the checkout's login and coupon forms) is read open, as a
        // visitor who opens it sees it (IBM reads its fields but not their hidden labels); it is
        // closed again once the texts are measured.
        for (const details of document.querySelectorAll('details:not([open])')) {
          details.setAttribute('data-sniffer-opened', '')
          ;(details as HTMLDetailsElement).open = true
        }
        const messages = await new Promise<HtmlcsMessage[]>((resolve, reject) =>
          HTMLCS.process(
            standard,
            document,
            () => resolve(HTMLCS.getMessages()),
            () => reject(new Error('HTML_CodeSniffer failed')),
            'en',
          ),
        )
        const report = await new ace.Checker().check(document, [policy])

        const elementOf = (node: Node | undefined) =>
          !node
            ? null
            : node.nodeType === Node.DOCUMENT_NODE
              ? document.documentElement
              : node instanceof Element
                ? node
                : node.parentElement
        const cssPath = (element: Element | null) => {
          const steps: string[] = []
          for (let at = element; at && at !== document.documentElement; at = at.parentElement) {
            const tag = at.localName
            if (at.id && !/^_?[rR]_/.test(at.id)) {
              steps.unshift(`${tag}#${CSS.escape(at.id)}`)
              break
            }
            const same = at.parentElement
              ? [...at.parentElement.children].filter((child) => child.localName === tag)
              : []
            steps.unshift(same.length > 1 ? `${tag}:nth-of-type(${same.indexOf(at) + 1})` : tag)
          }
          return steps.join(' > ') || 'html'
        }
        const startTag = (element: Element | null) =>
          (element?.outerHTML ?? '').replace(/>[\s\S]*$/, '>').slice(0, 240)
        let marks = 0
        const contrastOf = (element: Element | null, expected: number) => {
          if (!element) return undefined
          const style = getComputedStyle(element)
          const box = element.getBoundingClientRect()
          // Not painted: not rendered, clipped to a pixel (screen-reader-only text), invisible, or
          // see-through (a slide of a cross-fade that is not showing).
          let opacity = 1
          for (let up: Element | null = element; up; up = up.parentElement) {
            opacity *= Number(getComputedStyle(up).opacity)
          }
          const painted =
            box.width > 1 && box.height > 1 && style.visibility === 'visible' && opacity > 0
          marks += 1
          element.setAttribute('data-sniffed', String(marks))
          return { selector: `[data-sniffed="${marks}"]`, expected, painted }
        }
        /** WCAG's large text: 24 px, or 18.66 px and bold. */
        const largeText = (element: Element) => {
          const style = getComputedStyle(element)
          const size = parseFloat(style.fontSize)
          return size >= 24 || (size >= 18.66 && Number(style.fontWeight) >= 700)
        }
        const finding = (
          tool: 'htmlcs' | 'ibm',
          level: string,
          rule: string,
          message: string,
          node: Node | undefined,
          where?: string,
          snippet?: string,
        ) => {
          const element = elementOf(node)
          return {
            tool,
            level,
            rule,
            message: message.trim(),
            where: where ?? cssPath(element),
            snippet: snippet ?? startTag(element),
            matches: element ? nodes.filter((selector) => element.matches(selector)) : [],
            drawing: Boolean(element?.closest('svg[data-first-screen]')),
          }
        }
        const htmlcsFindings = messages.map((message) => {
          const element = elementOf(message.element)
          // G18 (4.5:1) and G145 (3:1, large text) when HTML_CodeSniffer cannot tell the background.
          const undecided = /\.(G18|G145)\.(Abs|BgImage|Alpha)$/.exec(message.code)
          return {
            ...finding(
              'htmlcs',
              levels[message.type] ?? `type ${message.type}`,
              message.code,
              message.msg,
              message.element,
            ),
            contrast: undecided ? contrastOf(element, undecided[1] === 'G18' ? 4.5 : 3) : undefined,
          }
        })
        const ibmFindings = report.results
          .filter((result) => result.value[1] !== 'PASS')
          .map((result) => {
            const element = elementOf(result.node)
            const undecided =
              result.ruleId === 'text_contrast_sufficient' &&
              result.reasonId.startsWith('potential')
            return {
              // The level is IBM's value, [policy, confidence], until Node reads it (ibmLevel).
              ...finding(
                'ibm',
                result.value.join(' '),
                `${result.ruleId}:${result.reasonId}`,
                result.message,
                result.node,
                result.path.dom,
                result.snippet.slice(0, 240),
              ),
              contrast:
                undecided && element
                  ? contrastOf(element, largeText(element) ? 3 : 4.5)
                  : undefined,
            }
          })
        return [...htmlcsFindings, ...ibmFindings]
      },
      {
        standard: HTMLCS_STANDARD,
        policy: IBM_POLICY,
        nodes: [...new Set(SNIFFER_HAND_CHECKED.map((entry) => entry.node))],
        levels: HTMLCS_LEVELS,
      },
    )
    return findings.map((finding) =>
      finding.tool === 'ibm' ? { ...finding, level: ibmLevel(finding.level.split(' ')) } : finding,
    )
  } finally {
    await drawEveryBlock(page, false)
  }
}
