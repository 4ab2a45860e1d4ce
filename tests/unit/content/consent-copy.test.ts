// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { chatLauncherCopy, consentCopy, cookieChoicesVersion, legalDocuments } from '@/content/site'

/** Text with its runs of white space as single spaces (the policy's text joins its pieces so). */
const flat = (text: string) => text.replace(/\s+/g, ' ').trim()

/** The sentences of a passage: each ends with a full stop, a question or an exclamation mark. */
const sentences = (text: string) =>
  flat(text)
    .match(/[^.!?]+[.!?]/g)
    ?.map((s) => s.trim()) ?? []

const policy = flat(legalDocuments.cookies.text)

describe('the cookie choices say nothing the cookie policy does not', () => {
  const { essential, analytics, functionality } = consentCopy.categories
  const statements = [consentCopy.intro, essential.desc, analytics.desc, functionality.desc]

  it.each(statements.flatMap(sentences))('"%s" is a sentence of the policy', (sentence) => {
    expect(policy).toContain(sentence)
  })

  it('each kind the policy names has its own entry, titled as the policy heads it', () => {
    const headings = legalDocuments.cookies.headings.map((heading) => heading.text)
    for (const kind of [essential, analytics, functionality]) expect(headings).toContain(kind.title)
  })

  it('the check finds a sentence the policy does not hold (it can fail)', () => {
    expect(policy).not.toContain('We sell your browsing history to advertisers.')
    expect(sentences('One. Two? Three!')).toEqual(['One.', 'Two?', 'Three!'])
  })

  it('the policy tells where the choice is changed, and the chat is functionality', () => {
    expect(policy).toContain('change it at any time with Cookie choices at the foot of every page')
    expect(policy).toContain('The chat with our team counts as functionality')
  })
})

describe('the version choices are kept under', () => {
  it('is the cookie policy’s date: a new date asks every visitor again', () => {
    expect(cookieChoicesVersion).toBe(legalDocuments.cookies.updated)
    expect(cookieChoicesVersion).toMatch(/^Last updated: \d{1,2} [A-Z][a-z]+ \d{4}$/)
  })
})

describe('the launcher’s words', () => {
  it('say that the chat could not load and that it needs functionality cookies', () => {
    expect(chatLauncherCopy.failed).toMatch(/^The chat could not load\./)
    expect(chatLauncherCopy.needsConsent).toContain('functionality cookies')
    expect(chatLauncherCopy.allow).toContain('Allow functionality cookies')
  })
})
