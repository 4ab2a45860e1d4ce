import type { z } from 'zod'
import type {
  codeSampleSchema,
  customerSegmentSchema,
  featureSchema,
  onboardingStepSchema,
} from '../schema'

/** What the full API does (/what-we-offer). */
export const rawApiFeatures: z.input<typeof featureSchema>[] = [
  {
    icon: 'code',
    title: 'Rate, quote and bind endpoints',
    desc: 'The same engine as the portal: send one short application and get back bindable quotes from every carrier that fits, then bind the one your client picks.',
  },
  {
    icon: 'document',
    title: 'Documents and certificates',
    desc: 'Fetch policies, certificates of insurance and invoices as soon as they are issued, so they land in your own system without anyone downloading a PDF.',
  },
  {
    icon: 'bolt',
    title: 'Webhooks for every policy event',
    desc: 'Get notified when a quote is ready, a policy is bound, a payment fails or a renewal comes due, and keep your agency management system in step.',
  },
  {
    icon: 'shield',
    title: 'A sandbox and named support',
    desc: 'Build against realistic test carriers, then switch to live keys. An integration engineer is assigned from day one; most integrations take two weeks or less.',
  },
]

/** A short request shown beside the API features: what an integration looks like. */
export const rawApiSample: z.input<typeof codeSampleSchema> = {
  caption: 'Quote a general liability risk in one call',
  lines: [
    'POST /v1/quotes',
    '{',
    '  "product": "general-liability",',
    '  "state": "GA",',
    '  "business": { "class": "bakery", "revenue": 850000 },',
    '  "limits": "1M/2M"',
    '}',
    '',
    '201 Created · 6 bindable quotes · 2.4 s',
  ],
}

/** The six onboarding steps, with their durations. */
export const rawOnboardingSteps: z.input<typeof onboardingStepSchema>[] = [
  {
    title: 'Client intake and background check',
    duration: 'Pre-sales',
    desc: 'Before anything is signed we learn your book, your markets and your licensing, and run the background and appointment checks carriers require.',
  },
  {
    title: 'Client success handoff and team identification',
    duration: '1 day',
    desc: 'Your account moves to a named client success manager, and together we identify who on your team will quote, bind, service and approve.',
  },
  {
    title: 'Champions and user setup',
    duration: '2-3 days',
    desc: 'We set up your products, roles and branding, and name one or two champions in your firm who lead the rollout and get extra training.',
  },
  {
    title: 'Training',
    duration: '1 week',
    desc: 'Live sessions for producers and administrators, then short recorded lessons for new hires. Most firms write their first live business this week.',
  },
  {
    title: 'Policyholder and renewal data import',
    duration: 'Optional',
    desc: 'Upload your existing clients and policies from a spreadsheet or your agency management system, so every renewal appears ready to re-quote.',
  },
  {
    title: 'Ongoing support',
    duration: 'Ongoing',
    desc: 'Licensed underwriting specialists and your success manager stay on call, and we run refresher sessions whenever products or features are added.',
  },
]

/** The six customer segments (/customers and the 'who it serves' lists). */
export const rawCustomerSegments: z.input<typeof customerSegmentSchema>[] = [
  {
    slug: 'wholesale-brokers',
    name: 'Wholesale Brokers',
    summary: 'Place hard-to-place E&S risks faster, with appetite shown before you submit.',
    paragraphs: [
      'Wholesale brokers use Coverbridge to see which excess and surplus lines markets will actually write a risk before anyone spends time on a submission. One short application goes to every carrier whose appetite fits, and the quotes that come back are bindable, not indications.',
      'Retail agents can be invited to a branded portal where they submit risks, follow their status and download documents themselves, so your team spends its time placing business rather than answering status e-mails.',
    ],
    uses: [
      'Appetite matching across E&S markets before submission',
      'Side-by-side comparison of bindable quotes',
      'A branded submission portal for your retail agents',
      'Surplus lines tax and filing details carried onto every policy',
    ],
  },
  {
    slug: 'retail-agents',
    name: 'Retail Agents',
    summary: 'Quote small commercial clients in minutes and bind while they are on the phone.',
    paragraphs: [
      'Retail agents use the portal to quote small commercial clients in one sitting: fewer than ten questions, more than five quotes, and a bind button at the end. Producers stop re-keying the same application into carrier sites one by one.',
      'A co-branded quote page lets clients start an application from your website, and every lead, quote and bound policy lands in your pipeline with your agency credited for the commission.',
    ],
    uses: [
      'Rate, quote and bind in under 5 minutes',
      'Co-branded quote page for your website and newsletters',
      'Renewal list with one-click re-quotes',
      'Commission statements that reconcile in minutes',
    ],
  },
  {
    slug: 'mgas-and-mgus',
    name: 'MGAs & MGUs',
    summary: 'Put your programs in front of more agents with your own rules and authority.',
    paragraphs: [
      'Managing general agents and underwriters load their own rating rules and underwriting guidelines, then distribute their programs to appointed agents through the portal or through the API. Risks outside your authority are referred to your underwriters automatically.',
      'Bordereaux, premium and loss reporting are produced from the same data, so carrier reporting no longer means a month-end spreadsheet exercise.',
    ],
    uses: [
      'Your own rating rules and referral triggers',
      'Program distribution to appointed agents',
      'API access for partners who quote from their own systems',
      'Bordereaux and carrier reporting from live data',
    ],
  },
  {
    slug: 'associations',
    name: 'Associations',
    summary: 'Offer members coverage built for their profession through a branded quote page.',
    paragraphs: [
      'Associations use Coverbridge to run member insurance programs without hiring an insurance staff. Members answer a short application on a page that carries the association’s branding and get quotes for coverage designed around their profession.',
      'The dashboard shows participation and premium by program, so the association can report back to its board and members on the value of the benefit.',
    ],
    uses: [
      'A co-branded quote page for members',
      'Programs tailored to a profession or trade',
      'Licensed support that answers members’ questions',
      'Participation and premium reporting for the board',
    ],
  },
  {
    slug: 'community-banks',
    name: 'Community Banks',
    summary: 'Quote business insurance for loan and deposit customers at the same meeting.',
    paragraphs: [
      'Community banks give relationship managers a simple quote flow for business insurance, so cover can be arranged while a commercial loan is being discussed. Lenders can be added as loss payee or additional insured during binding, and certificates are available as soon as a policy is issued.',
      'Our team is licensed in all 50 states, so a bank can refer customers to licensed staff or operate through its own agency subsidiary, with compliance guidance for its regulator.',
    ],
    uses: [
      'A branded insurance desk for relationship managers',
      'Loss payee and additional insured added at binding',
      'Renewal and lapse notices for lenders',
      'Licensed support in all 50 states',
    ],
  },
  {
    slug: 'carriers-and-peos',
    name: 'Carriers & PEOs',
    summary: 'Reach independent distribution, or quote coverage for every client company at once.',
    paragraphs: [
      'Carriers connect their rating and appetite through the API to reach thousands of independent agents and brokers without building a new portal. Submissions arrive complete and consistent, and the quote and bind ratio is visible by channel.',
      'Professional employer organizations use the platform to quote workers’ compensation and business coverage for dozens of client companies each renewal season, importing last year’s data and re-quoting the whole book from one screen.',
    ],
    uses: [
      'Appetite and rating published to independent distribution',
      'Complete, consistent submissions through the API',
      'Bulk re-quoting of client companies for PEOs',
      'Quote and bind ratios by channel and producer',
    ],
  },
]

/** The pricing philosophy (/pricing). */
export const rawPricingPrinciples: z.input<typeof featureSchema>[] = [
  {
    icon: 'chart',
    title: 'Performance-based',
    desc: 'Our fees follow the business you write through the platform. When Coverbridge helps you bind more policies, we do well; when it does not, you are not paying for shelfware.',
  },
  {
    icon: 'wallet',
    title: 'No big upfront fees',
    desc: 'There is no large licence or implementation fee to get started. Onboarding, training and a standard go-live in about two weeks are part of the service.',
  },
  {
    icon: 'clock',
    title: 'No long-term contracts',
    desc: 'Service runs month-to-month once your initial term is over. If it stops earning its place, you can leave with 30 days’ written notice and take your data with you.',
  },
  {
    icon: 'check',
    title: 'No hidden fees',
    desc: 'Your proposal lists every charge in plain terms before you sign. No per-user surprises, no fees for standard support and no charge for exporting your own data.',
  },
]

/** What every account gets, whatever its size (/pricing). */
export const rawPricingIncluded: string[] = [
  'The full portal: rate, quote and bind every product you are appointed for',
  'API access with a sandbox and an assigned integration engineer',
  'Live onboarding and training for producers and administrators',
  'Licensed underwriting support, in all 50 states',
  'Co-branded quote pages and marketing material',
  'Reporting on quotes, bound premium, renewals and commission',
]
