import { existsSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  aboutBlocks,
  companyStory,
  founders,
  partners,
  stats,
  videos,
  apiFeatures,
  customerSegments,
  onboardingSteps,
  pricingIncluded,
  pricingPrinciples,
  statSchema,
  videoSchema,
  chatBanner,
  loanBanner,
  qualifications,
  serviceDetail,
  serviceMenu,
  serviceQuote,
  serviceSteps,
} from '@/content/marketing'
import { teamProfile, teamProfileMember } from '@/content/team'

const publicFileExists = (p: string) => existsSync(path.join(process.cwd(), 'public', p))
const allText = (value: unknown): string => JSON.stringify(value)

describe('offerings', () => {
  it('has the six onboarding steps in order with their durations', () => {
    expect(onboardingSteps.map((step) => [step.title, step.duration])).toEqual([
      ['Client intake and background check', 'Pre-sales'],
      ['Client success handoff and team identification', '1 day'],
      ['Champions and user setup', '2-3 days'],
      ['Training', '1 week'],
      ['Policyholder and renewal data import', 'Optional'],
      ['Ongoing support', 'Ongoing'],
    ])
  })

  it('names the six customer segments, each with real uses', () => {
    expect(customerSegments.map((segment) => segment.name)).toEqual([
      'Wholesale Brokers',
      'Retail Agents',
      'MGAs & MGUs',
      'Associations',
      'Community Banks',
      'Carriers & PEOs',
    ])
    for (const segment of customerSegments) expect(segment.uses.length).toBeGreaterThanOrEqual(3)
  })

  it('states the four pricing principles', () => {
    expect(pricingPrinciples.map((principle) => principle.title)).toEqual([
      'Performance-based',
      'No big upfront fees',
      'No long-term contracts',
      'No hidden fees',
    ])
    expect(allText(pricingPrinciples)).toContain('month-to-month')
    expect(pricingIncluded.length).toBeGreaterThan(0)
  })

  it('describes the full API with the two-week integration claim', () => {
    expect(apiFeatures.length).toBeGreaterThanOrEqual(3)
    expect(allText(apiFeatures)).toContain('two weeks or less')
  })
})

describe('company', () => {
  it('has three co-founders: CEO, Chief Revenue Officer and CTO, with portraits on disk', () => {
    expect(founders.map((founder) => founder.role)).toEqual([
      'Co-founder & Chief Executive Officer',
      'Co-founder & Chief Revenue Officer',
      'Co-founder & Chief Technology Officer',
    ])
    for (const founder of founders) {
      expect(founder.bio.length).toBeGreaterThanOrEqual(2)
      expect(publicFileExists(founder.img)).toBe(true)
    }
  })

  it('has the counters 120 mil+, 1.3 b+ (one decimal) and 730 k+', () => {
    expect(stats.map((stat) => [stat.value, stat.decimals, stat.suffix])).toEqual([
      [120, 0, 'mil+'],
      [1.3, 1, 'b+'],
      [730, 0, 'k+'],
    ])
  })

  it('rejects a counter with more decimals than it shows', () => {
    const result = statSchema.safeParse({ value: 1.35, decimals: 1, suffix: 'b+', label: 'x' })
    expect(result.success).toBe(false)
  })

  it('keeps video ids well formed and posters local', () => {
    for (const video of Object.values(videos)) {
      expect(video.id).toMatch(/^[A-Za-z0-9_-]{11}$/)
      expect(publicFileExists(video.poster)).toBe(true)
    }
    const bad = videoSchema.safeParse({
      id: 'https://evil.example/x',
      title: 'x',
      poster: '/images/video/intro-poster.svg',
    })
    expect(bad.success).toBe(false)
  })

  it('lists eight partners whose logos exist', () => {
    expect(partners).toHaveLength(8)
    for (const partner of partners) expect(publicFileExists(partner.img)).toBe(true)
  })

  it('has both about-block styles and a story', () => {
    expect(aboutBlocks.default.title).not.toEqual(aboutBlocks.alternate.title)
    expect(publicFileExists(aboutBlocks.default.img)).toBe(true)
    expect(companyStory.paragraphs.join(' ')).toContain('not an insurer')
  })
})

describe('services', () => {
  it('has nine services, the first being the one described', () => {
    expect(serviceMenu).toHaveLength(9)
    expect(new Set(serviceMenu).size).toBe(9)
    expect(serviceDetail.title).toBe(serviceMenu[0])
  })

  it('has the steps Collect Doc, Check & Finalize, Approved', () => {
    expect(serviceSteps.map((step) => step.title)).toEqual([
      'Collect Doc',
      'Check & Finalize',
      'Approved',
    ])
  })

  it('lists the qualifications in order', () => {
    expect(qualifications).toEqual([
      'Age 18+',
      'A valid ID',
      'A job holder',
      'A United States citizen',
      '2 passport photos',
    ])
  })

  it("keeps the template wording of the banners: 'up to $20million', 'Want to chat?'", () => {
    expect(loanBanner.title).toBe('Apply for loan with low interest')
    expect(loanBanner.desc).toContain('$20million')
    expect(chatBanner.title).toBe('Want to chat?')
    expect(serviceQuote.author.length).toBeGreaterThan(0)
  })
})

describe('team profile', () => {
  it('belongs to an existing team member and has every field of a profile', () => {
    expect(teamProfileMember.id).toBe(teamProfile.memberId)
    expect(teamProfile.position).toBe(teamProfileMember.designation)
    for (const field of [
      'location',
      'position',
      'email',
      'age',
      'qualification',
      'gender',
    ] as const) {
      expect(String(teamProfile[field]).length).toBeGreaterThan(0)
    }
  })
})
