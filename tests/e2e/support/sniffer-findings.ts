/**
 * How the sweep reads what HTML_CodeSniffer and IBM Equal Access answer (sniffers.ts runs them in
 * the page): plain functions over the findings, so that which finding fails, which is measured
 * and which a documented case clears can be tested without a browser
 * (tests/unit/a11y/sniffer-findings.test.ts).
 */

export type Tool = 'htmlcs' | 'ibm'

/**
 * One result either tool gave for one element (or the whole document), as the page reports it.
 * `level` is the tool's own: HTML_CodeSniffer's error, warning or notice (its message types 1, 2
 * and 3); IBM's violation, potentialviolation, recommendation, potentialrecommendation or manual
 * (worked out from its [policy, confidence] value, as IBM's own accessibility-checker does).
 */
export type SnifferFinding = {
  tool: Tool
  level: string
  /** HTML_CodeSniffer's code; IBM's rule id and reason id as `rule:reason`. */
  rule: string
  message: string
  /** Where: a CSS path of the element (HTML_CodeSniffer) or IBM's XPath. */
  where: string
  /** The start of the element's markup. */
  snippet: string
  /** The `node` selectors of the hand-checked list that the element matches (the page works it out). */
  matches: string[]
  /** The element is inside a first-screen drawing (`svg[data-first-screen]`). */
  drawing: boolean
  /**
   * For a contrast the tool could not work out: the element's own mark (`[data-sniffed="N"]`)
   * for the painted-page measurement, the ratio its text needs, and whether the browser paints it
   * at all (a text shown only when focused, counting or filled in is not painted now).
   */
  contrast?: { selector: string; expected: number; painted: boolean }
}

/** A result a person has checked and that the sweep may pass, with its reason. */
export type SnifferHandChecked = {
  tool: Tool
  /** HTML_CodeSniffer's code, or IBM's `rule:reason`, exactly. */
  rule: string
  /** Part of the tool's message. */
  reason: RegExp
  /** A CSS selector the element matches ('html' for a result about the whole document). */
  node: string
  why: string
}

/**
 * The levels no entry of the list may clear: HTML_CodeSniffer's errors and IBM's violations are
 * fixed in the site, never written off.
 */
export const NEVER_CLEARED: Record<Tool, string[]> = {
  htmlcs: ['error'],
  ibm: ['violation'],
}

/** The tools' names as a reader knows them. */
export const TOOL_NAMES: Record<Tool, string> = {
  htmlcs: 'HTML_CodeSniffer',
  ibm: 'IBM Equal Access',
}

/** IBM's level from a result's value, as IBM's accessibility-checker works it out. */
export function ibmLevel([policy, confidence]: readonly [string, string] | string[]): string {
  if (confidence === 'PASS') return 'pass'
  if ((policy === 'VIOLATION' || policy === 'RECOMMENDATION') && confidence === 'MANUAL')
    return 'manual'
  const kind =
    policy === 'VIOLATION' ? 'violation' : policy === 'RECOMMENDATION' ? 'recommendation' : null
  if (kind && confidence === 'FAIL') return kind
  if (kind && confidence === 'POTENTIAL') return `potential${kind}`
  // Anything else (an INFORMATION result, a confidence IBM may add later) is not known to be
  // fine: it is read like any result that needs review.
  return `${policy.toLowerCase()} (${confidence.toLowerCase()})`
}

/** HTML_CodeSniffer's message types. */
export const HTMLCS_LEVELS: Record<number, string> = { 1: 'error', 2: 'warning', 3: 'notice' }

/** The documented case that clears a finding, if any (never one of NEVER_CLEARED's levels). */
export function clearedBy(finding: SnifferFinding, list: SnifferHandChecked[]) {
  if (NEVER_CLEARED[finding.tool].includes(finding.level)) return undefined
  return list.find(
    (entry) =>
      entry.tool === finding.tool &&
      entry.rule === finding.rule &&
      entry.reason.test(finding.message) &&
      finding.matches.includes(entry.node),
  )
}

export type Reading = {
  /** What the check fails on, one line each. */
  problems: string[]
  /** Texts whose contrast a tool could not work out, to be measured on the painted page. */
  toMeasure: { finding: SnifferFinding; selector: string; expected: number }[]
}

/**
 * Reads every finding but the passes (the page leaves those out): an error or a violation fails;
 * a contrast a tool could not work out is measured on the painted page, unless the text is not
 * painted at all (nothing to read, so nothing to measure); anything else fails unless a
 * documented case clears it.
 */
export function readFindings(findings: SnifferFinding[], list: SnifferHandChecked[]): Reading {
  const reading: Reading = { problems: [], toMeasure: [] }
  for (const finding of findings) {
    if (finding.level === 'pass') continue
    const never = NEVER_CLEARED[finding.tool].includes(finding.level)
    if (!never && finding.contrast) {
      if (finding.contrast.painted) {
        reading.toMeasure.push({
          finding,
          selector: finding.contrast.selector,
          expected: finding.contrast.expected,
        })
      }
      continue
    }
    if (!clearedBy(finding, list)) reading.problems.push(describeFinding(finding))
  }
  return reading
}

/** One line (and the element) for a finding that fails. */
export function describeFinding(finding: SnifferFinding, note = '') {
  const drawing = finding.drawing
    ? " [inside svg[data-first-screen]: a picture's <text>, being turned into outlines on another branch]"
    : ''
  return `${TOOL_NAMES[finding.tool]} ${finding.level} ${finding.rule}: ${finding.message}${note}${drawing}\n    ${finding.where}: ${finding.snippet}`
}

/** Every entry names a known tool, a level it may clear and a reason. */
export function listProblems(list: SnifferHandChecked[]) {
  return list.flatMap((entry) => {
    const problems: string[] = []
    if (!(entry.tool in NEVER_CLEARED)) problems.push(`unknown tool ${entry.tool}`)
    if (entry.tool === 'htmlcs' && !/^WCAG2AA\.Principle\d\./.test(entry.rule))
      problems.push(`not a WCAG2AA code: ${entry.rule}`)
    if (entry.tool === 'ibm' && !/^[a-z0-9_]+:[A-Za-z0-9_]+$/.test(entry.rule))
      problems.push(`not an IBM rule:reason: ${entry.rule}`)
    if (entry.why.trim().length < 40) problems.push(`${entry.rule}: say why it is fine`)
    return problems
  })
}
