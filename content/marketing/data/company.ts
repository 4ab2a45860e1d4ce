import type { z } from 'zod'
import type {
  aboutBlockSchema,
  featureSchema,
  founderSchema,
  partnerSchema,
  statSchema,
  videoSchema,
} from '../schema'

/** The three co-founders. */
export const rawFounders: z.input<typeof founderSchema>[] = [
  {
    name: 'Olivia Hartman',
    role: 'Co-founder & Chief Executive Officer',
    img: '/images/founders/olivia-hartman.svg',
    summary: 'Fifteen years in specialty distribution, from a family agency to national wholesale.',
    bio: [
      'Olivia began her career as a commercial lines producer at her family’s agency in Savannah, Georgia, where she learned how much of a small agency’s week disappears into re-keying the same application into carrier websites.',
      'She went on to run E&S placement for a national wholesale broker, growing its small-commercial desk to more than 200 retail agency partners. Watching good risks go unplaced because nobody had time to shop them convinced her that brokers needed the speed of a direct writer without giving up choice.',
      'Olivia co-founded Coverbridge in Atlanta in 2019 with Andre Whitaker and Mei Lin Zhou. She holds the CPCU designation and a property and casualty licence, and still sits in on onboarding calls every month.',
    ],
  },
  {
    name: 'Andre Whitaker',
    role: 'Co-founder & Chief Revenue Officer',
    img: '/images/founders/andre-whitaker.svg',
    summary: 'Built carrier and channel partnerships for MGAs and bank-owned agencies.',
    bio: [
      'Andre spent a decade on the distribution side of insurance, first building agent networks for a program administrator writing contractors and habitational risks, then leading an insurance agency network owned by a group of community banks across the Midwest.',
      'At Coverbridge he runs carrier partnerships, sales and client success. He insisted from the first day that pricing be performance-based, with no big upfront fees and no long-term lock-in, because he had signed too many technology contracts that paid off only for the vendor.',
      'Andre is a licensed producer in Georgia and Illinois and mentors first-time agency owners through a regional agents’ association.',
    ],
  },
  {
    name: 'Mei Lin Zhou',
    role: 'Co-founder & Chief Technology Officer',
    img: '/images/founders/mei-lin-zhou.svg',
    summary: 'Former rating-engine architect who designed the short application.',
    bio: [
      'Mei Lin led the rating platform team at a regional property and casualty carrier, where she moved decades of rating rules from spreadsheets and mainframe code into a tested, API-first service.',
      'At Coverbridge she designed the short application behind the platform by mapping the question sets of dozens of carriers onto fewer than ten questions, and she built the public API that lets partners integrate in two weeks or less.',
      'She leads engineering, security and data, and holds degrees in computer science and actuarial mathematics.',
    ],
  },
]

/** 'Numbers Reflect Our Reputation': 120 mil+, 1.3 b+, 730 k+. */
export const rawStats: z.input<typeof statSchema>[] = [
  { value: 120, decimals: 0, suffix: 'mil+', label: 'Premium quoted through the portal' },
  { value: 1.3, decimals: 1, suffix: 'b+', label: 'Coverage limits bound for policyholders' },
  { value: 730, decimals: 0, suffix: 'k+', label: 'Bindable quotes returned to brokers' },
]

/** About-us block, in its two styles. */
export const rawAboutBlocks: Record<'default' | 'alternate', z.input<typeof aboutBlockSchema>> = {
  default: {
    eyebrow: 'About Coverbridge',
    title: 'Insurance expertise, built into the technology',
    paragraphs: [
      'Coverbridge was started by people who have sold, placed and rated specialty insurance for a living. The portal does the repetitive work of rating, quoting and binding, and a licensed team stands behind it when a risk needs a human.',
    ],
    points: [
      'Licensed in all 50 states',
      'Underwriting specialists on call',
      'Live in about two weeks',
      'A full API for your own systems',
    ],
    img: '/images/about/portal-team.svg',
    imgAlt:
      'The Coverbridge portal showing a bound general liability policy, a renewal list and a support chat with an underwriting specialist',
  },
  alternate: {
    eyebrow: 'Who we are',
    title: 'We help brokers say yes to more specialty risks',
    paragraphs: [
      'Too many good risks go unplaced because nobody has time to shop them. We built Coverbridge so that one short application reaches every carrier that fits, and a producer can bind before the client hangs up.',
      'Behind the software is a team of licensed underwriting specialists, integration engineers and client success managers who answer the same day.',
    ],
    points: [
      'More than five quotes from fewer than ten questions',
      'Rate, quote and bind in under 5 minutes',
      'Integration in two weeks or less on average',
    ],
    img: '/images/about/portal-team.svg',
    imgAlt:
      'The Coverbridge portal showing a bound general liability policy, a renewal list and a support chat with an underwriting specialist',
  },
}

/**
 * Intro videos (opened in the modal player). The ids are placeholders until the recorded
 * product tour is published: replace them with the real video ids.
 */
export const rawVideos: Record<'intro' | 'tour', z.input<typeof videoSchema>> = {
  intro: {
    id: 'cB7q2VtR4xM',
    title: 'Coverbridge in two minutes: rate, quote and bind in one portal',
    poster: '/images/video/intro-poster.svg',
  },
  tour: {
    id: 'Qp3mW8sYk1E',
    title: 'Product tour: from a short application to a bound policy',
    poster: '/images/video/intro-poster.svg',
  },
}

/** Carriers and markets on the platform (partner logo slider). */
export const rawPartners: z.input<typeof partnerSchema>[] = [
  'Northgate Mutual',
  'Keystone Specialty',
  'Bluewater Re',
  'Summit MGA',
  'Ironwood Casualty',
  'Lakeshore Surety',
  'Pioneer Underwriters',
  'Meridian E&S',
].map((name, index) => ({ name, img: `/images/partners/partner-${index + 1}.svg` }))

/** What the company holds itself to (/about-us). */
export const rawValues: z.input<typeof featureSchema>[] = [
  {
    icon: 'users',
    title: 'Brokers first',
    desc: 'Independent agents and brokers are our customers, never our competitors. We do not sell insurance directly to their clients.',
  },
  {
    icon: 'bolt',
    title: 'Speed that holds up',
    desc: 'A fast quote is only useful if it binds. Every number in the portal comes from the carrier’s own rules and appetite.',
  },
  {
    icon: 'chat',
    title: 'People behind the software',
    desc: 'Licensed specialists answer questions the same day, and every customer has a named success manager.',
  },
]

/** The company story at the top of /about-us. */
export const rawStory: { title: string; paragraphs: string[] } = {
  title: 'Built by people who have placed the risks',
  paragraphs: [
    'Coverbridge started at a kitchen table in Atlanta in 2019, when a producer, a distribution leader and a rating engineer compared notes on the same problem: independent agents lose specialty business not because they lack markets, but because shopping a small account across carriers takes longer than the account is worth.',
    'So we built the portal we wanted to use. One short application reaches every carrier whose appetite fits, the quotes that come back are bindable, and the whole journey from first question to bound policy takes under 5 minutes. A full API lets wholesalers, MGAs, banks and carriers put the same engine inside their own systems.',
    'Today brokers, agents, MGAs, associations, community banks, carriers and PEOs use Coverbridge across the country, backed by a team licensed in all 50 states. We are a technology provider, not an insurer: coverage always comes from the carriers on the platform, and the relationship with the client stays with you.',
  ],
}
