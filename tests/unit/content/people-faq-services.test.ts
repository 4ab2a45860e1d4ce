import { existsSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { rawFaq, faqCategorySchema, faqItemSchema } from '@/content/faq'
import { legalDocuments, type LegalDocument } from '@/content/site'
import {
  rawServiceCards,
  rawTestimonials,
  serviceCardSchema,
  testimonialSchema,
} from '@/content/marketing'
import { rawTeam, teamMemberSchema } from '@/content/team'
import { parseCollection } from '@/content/shared/validate'

const testimonials = parseCollection(
  'content/data/testimonials.ts',
  testimonialSchema,
  rawTestimonials,
  {
    uniqueIds: true,
  },
)
const team = parseCollection('content/data/team.ts', teamMemberSchema, rawTeam, { uniqueIds: true })
const faq = parseCollection('content/data/faq.ts', faqItemSchema, rawFaq, { uniqueIds: true })
const serviceCards = parseCollection(
  'content/data/service-cards.ts',
  serviceCardSchema,
  rawServiceCards,
  {
    uniqueIds: true,
  },
)
const legal = legalDocuments

const countBy = <T>(items: readonly T[], key: (item: T) => string) =>
  items.reduce<Record<string, number>>((acc, item) => {
    const k = key(item)
    acc[k] = (acc[k] ?? 0) + 1
    return acc
  }, {})

const fullText = (doc: LegalDocument) => [doc.title, doc.description, doc.text].join('\n')

const publicFileExists = (p: string) => existsSync(path.join(process.cwd(), 'public', p))

describe('testimonials', () => {
  it('has 8 valid testimonials with ids 1..8', () => {
    expect(testimonials.map((t) => t.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8])
  })

  it('mixes ratings between 4 and 5 in half steps', () => {
    const ratings = new Set(testimonials.map((t) => t.rating))
    expect([...ratings].every((r) => [4, 4.5, 5].includes(r))).toBe(true)
    expect(ratings.size).toBeGreaterThan(1)
  })
})

describe('team', () => {
  it('has 16 members, four per page', () => {
    expect(team.map((m) => m.id)).toEqual(Array.from({ length: 16 }, (_, i) => i + 1))
    expect(countBy(team, (m) => m.page)).toEqual({ home: 4, team: 4, 'team-three': 4, 'home-5': 4 })
    expect(team.filter((m) => m.page === 'home').map((m) => m.id)).toEqual([1, 2, 3, 4])
    expect(team.filter((m) => m.page === 'team').map((m) => m.id)).toEqual([5, 6, 7, 8])
    expect(team.filter((m) => m.page === 'team-three').map((m) => m.id)).toEqual([9, 10, 11, 12])
    expect(team.filter((m) => m.page === 'home-5').map((m) => m.id)).toEqual([13, 14, 15, 16])
  })
})

describe('faq', () => {
  it('has 24 items, exactly 4 per category', () => {
    expect(faq).toHaveLength(24)
    const counts = countBy(faq, (f) => f.category)
    for (const category of faqCategorySchema.options) expect(counts[category]).toBe(4)
  })

  it('opens the first item of each category', () => {
    for (const category of faqCategorySchema.options) {
      const items = faq.filter((f) => f.category === category)
      expect(items[0]?.isShow).toBe(true)
      expect(items.slice(1).some((f) => f.isShow)).toBe(false)
    }
  })
})

describe('service cards', () => {
  it('has the right number of cards per page', () => {
    expect(countBy(serviceCards, (c) => c.page)).toEqual({
      home: 4,
      'home-2': 3,
      'home-3': 6,
      'home-4': 6,
      'home-5': 4,
    })
  })

  it('titles the home-2 cards exactly', () => {
    expect(serviceCards.filter((c) => c.page === 'home-2').map((c) => c.title)).toEqual([
      'Expert Advisor',
      'Highly Secured',
      'Management',
    ])
  })
})

describe('legal documents', () => {
  it('has the three titled documents', () => {
    expect(legal.terms.title).toBe('Terms of Use')
    expect(legal.privacy.title).toBe('Privacy Policy')
    expect(legal.cookies.title).toBe('Cookie Policy')
    for (const doc of Object.values(legal)) {
      const sections = doc.headings.filter((heading) => heading.depth === 2)
      expect(sections.length).toBeGreaterThanOrEqual(6)
      expect(sections.length).toBeLessThanOrEqual(10)
      // Paragraphs per section: top-level blocks, counted from one h2 row to the next.
      const perSection: number[] = []
      for (const node of doc.body.children) {
        if (node.type !== 'element') continue
        if (node.tagName === 'div' && node.properties.className?.toString() === 'heading-row') {
          perSection.push(0)
        } else if (node.tagName === 'p' && perSection.length) {
          perSection[perSection.length - 1]! += 1
        }
      }
      expect(perSection).toHaveLength(sections.length)
      for (const count of perSection) expect(count).toBeLessThanOrEqual(3)
    }
  })

  it('covers the required points', () => {
    const terms = fullText(legal.terms)
    for (const phrase of ['not an insurer', 'Georgia', '30 days', 'carriers']) {
      expect(terms).toContain(phrase)
    }
    expect(fullText(legal.privacy)).toContain('carriers')
    const cookies = fullText(legal.cookies).toLowerCase()
    for (const phrase of ['essential', 'analytical', 'functionality', 'local storage']) {
      expect(cookies).toContain(phrase)
    }
  })
})

describe('referenced images', () => {
  it('exist under public/', () => {
    const images = [...testimonials.map((t) => t.user), ...team.map((m) => m.img)]
    const missing = images.filter((p) => !publicFileExists(p))
    expect(missing).toEqual([])
  })

  it('includes the eight partner wordmarks', () => {
    for (let i = 1; i <= 8; i++) {
      expect(publicFileExists(`/images/partners/partner-${i}.svg`)).toBe(true)
    }
  })
})
