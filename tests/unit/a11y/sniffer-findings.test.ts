// @vitest-environment node
import { describe, expect, it } from 'vitest'
import {
  clearedBy,
  ibmLevel,
  listProblems,
  readFindings,
  type SnifferFinding,
  type SnifferHandChecked,
} from '../../e2e/support/sniffer-findings'
import { SNIFFER_HAND_CHECKED } from '../../e2e/support/sniffer-hand-checked'

const finding = (over: Partial<SnifferFinding>): SnifferFinding => ({
  tool: 'htmlcs',
  level: 'warning',
  rule: 'WCAG2AA.Principle1.Guideline1_3.1_3_1.H48',
  message: 'If this element contains a navigation section, it is recommended...',
  where: 'main > div',
  snippet: '<div>',
  matches: [],
  drawing: false,
  ...over,
})

const entry = (over: Partial<SnifferHandChecked>): SnifferHandChecked => ({
  tool: 'htmlcs',
  rule: 'WCAG2AA.Principle1.Guideline1_3.1_3_1.H48',
  reason: /navigation section/,
  node: 'div.pair',
  why: 'Two calls to action side by side: a pair of buttons, not a navigation section.',
  ...over,
})

describe("IBM's levels", () => {
  it('reads the value as IBM’s accessibility-checker does', () => {
    expect(ibmLevel(['VIOLATION', 'PASS'])).toBe('pass')
    expect(ibmLevel(['VIOLATION', 'FAIL'])).toBe('violation')
    expect(ibmLevel(['VIOLATION', 'POTENTIAL'])).toBe('potentialviolation')
    expect(ibmLevel(['RECOMMENDATION', 'FAIL'])).toBe('recommendation')
    expect(ibmLevel(['RECOMMENDATION', 'POTENTIAL'])).toBe('potentialrecommendation')
    expect(ibmLevel(['VIOLATION', 'MANUAL'])).toBe('manual')
    expect(ibmLevel(['RECOMMENDATION', 'MANUAL'])).toBe('manual')
  })

  it('keeps a value it does not know as a level of its own, never a pass', () => {
    expect(ibmLevel(['INFORMATION', 'FAIL'])).toBe('information (fail)')
    expect(ibmLevel(['VIOLATION', 'SOMETHING'])).toBe('violation (something)')
  })
})

describe('reading the findings', () => {
  it('fails on every finding no entry clears, whatever its level', () => {
    const findings = ['error', 'warning', 'notice'].map((level) => finding({ level }))
    const ibm = [
      'violation',
      'potentialviolation',
      'recommendation',
      'potentialrecommendation',
      'manual',
      'information (fail)',
    ].map((level) => finding({ tool: 'ibm', level, rule: 'some_rule:reason' }))
    const { problems } = readFindings([...findings, ...ibm], [entry({})])
    expect(problems).toHaveLength(9)
    expect(problems[0]).toMatch(/^HTML_CodeSniffer error WCAG2AA\..*H48: If this element/)
    expect(problems[3]).toMatch(/^IBM Equal Access violation some_rule:reason/)
  })

  it('passes a pass', () => {
    expect(readFindings([finding({ tool: 'ibm', level: 'pass' })], []).problems).toEqual([])
  })

  it('clears a warning that an entry matches by tool, rule, message and element', () => {
    const matching = finding({ matches: ['div.pair'] })
    expect(clearedBy(matching, [entry({})])).toBeDefined()
    expect(readFindings([matching], [entry({})]).problems).toEqual([])
    // Each of the four must match.
    expect(clearedBy(finding({ matches: ['div.other'] }), [entry({})])).toBeUndefined()
    expect(clearedBy({ ...matching, tool: 'ibm' }, [entry({})])).toBeUndefined()
    expect(clearedBy({ ...matching, rule: `${matching.rule}.2` }, [entry({})])).toBeUndefined()
    expect(clearedBy({ ...matching, message: 'Something else' }, [entry({})])).toBeUndefined()
  })

  it('never clears an HTML_CodeSniffer error or an IBM violation, even when an entry matches', () => {
    const error = finding({ level: 'error', matches: ['div.pair'] })
    expect(readFindings([error], [entry({})]).problems).toHaveLength(1)
    const violation = finding({
      tool: 'ibm',
      level: 'violation',
      rule: 'input_label_exists:Fail_1',
      message: 'Form control element <input> has no associated label',
      matches: ['input'],
    })
    const list = [
      entry({ tool: 'ibm', rule: 'input_label_exists:Fail_1', reason: /label/, node: 'input' }),
    ]
    expect(readFindings([violation], list).problems).toHaveLength(1)
  })

  it('measures a contrast a tool could not work out, and passes a text that is not painted', () => {
    const undecided = finding({
      rule: 'WCAG2AA.Principle1.Guideline1_4.1_4_3.G18.Abs',
      contrast: { selector: '[data-sniffed="1"]', expected: 4.5, painted: true },
    })
    const hidden = finding({
      rule: 'WCAG2AA.Principle1.Guideline1_4.1_4_3.G18.Abs',
      contrast: { selector: '[data-sniffed="2"]', expected: 4.5, painted: false },
    })
    const reading = readFindings([undecided, hidden], [])
    expect(reading.problems).toEqual([])
    expect(reading.toMeasure).toEqual([
      { finding: undecided, selector: '[data-sniffed="1"]', expected: 4.5 },
    ])
  })

  it('fails a contrast error outright: measuring is only for what a tool could not decide', () => {
    const error = finding({
      level: 'error',
      rule: 'WCAG2AA.Principle1.Guideline1_4.1_4_3.G18.Fail',
      contrast: { selector: '[data-sniffed="1"]', expected: 4.5, painted: true },
    })
    const reading = readFindings([error], [])
    expect(reading.problems).toHaveLength(1)
    expect(reading.toMeasure).toEqual([])
  })

  it("names a finding inside a first-screen drawing as the pictures' <text>", () => {
    const { problems } = readFindings(
      [
        finding({
          level: 'error',
          rule: 'WCAG2AA.Principle1.Guideline1_4.1_4_3.G18.Fail',
          drawing: true,
        }),
      ],
      [],
    )
    expect(problems[0]).toMatch(/inside svg\[data-first-screen\]/)
  })
})

describe('the hand-checked list', () => {
  it('has well-formed entries, each with its reason', () => {
    expect(listProblems(SNIFFER_HAND_CHECKED)).toEqual([])
  })

  it('reports an entry without a reason or with a rule of the wrong form', () => {
    expect(
      listProblems([
        entry({ why: 'fine' }),
        entry({ rule: 'H48' }),
        entry({ tool: 'ibm', rule: 'no reason id' }),
      ]),
    ).toEqual([
      'WCAG2AA.Principle1.Guideline1_3.1_3_1.H48: say why it is fine',
      'not a WCAG2AA code: H48',
      'not an IBM rule:reason: no reason id',
    ])
  })

  it('clears none of the findings of the pictures’ <text> (left to the branch that draws them as outlines)', () => {
    const drawn = finding({
      level: 'error',
      rule: 'WCAG2AA.Principle1.Guideline1_4.1_4_3.G18.Fail',
      matches: ['svg[data-first-screen] text'],
      drawing: true,
    })
    expect(readFindings([drawn], SNIFFER_HAND_CHECKED).problems).toHaveLength(1)
    expect(SNIFFER_HAND_CHECKED.filter((item) => /svg|text\b/.test(item.node))).toEqual([])
  })
})
