import type { z } from 'zod'
import type { caseStudySchema, featuredProjectSchema } from './schema'

/** The featured articles of /project-v3: one per category tag, all linking to the first case study. */
export const rawFeaturedProjects: z.input<typeof featuredProjectSchema>[] = [
  {
    id: 1,
    image: {
      src: '/images/portfolio/f1.svg',
      width: 800,
      height: 600,
      alt: 'An agency filing folder beside a checklist with every filing step ticked',
    },
    date: '12 MAR 2025',
    tag: 'Consulting',
    title: 'Tax File Preparation & Consulting',
    excerpt:
      'A regional agency group replaced month-end spreadsheets with a checked filing workflow and has not paid a late surplus lines penalty since.',
  },
  {
    id: 2,
    image: {
      src: '/images/portfolio/f6.svg',
      width: 640,
      height: 480,
      alt: 'A payment card next to an installment plan with two of four payments complete',
    },
    date: '28 JAN 2025',
    tag: 'Payments',
    title: 'Premium Payment Plans at the Moment of Binding',
    excerpt:
      'Small business clients choose an installment plan on the bind screen, so producers stop chasing down payments by phone after the policy is issued.',
  },
  {
    id: 3,
    image: {
      src: '/images/portfolio/f7.svg',
      width: 640,
      height: 480,
      alt: 'Three branded proposal sheets fanned out, each in a different colour theme',
    },
    date: '16 OCT 2024',
    tag: 'DESIGN',
    title: 'A Proposal Kit Clients Can Compare at a Glance',
    excerpt:
      'Branded proposals that line up premium, limits, retentions and exclusions in the same rows, printed or shared as a link straight from the quote.',
  },
  {
    id: 4,
    image: {
      src: '/images/portfolio/f4.svg',
      width: 800,
      height: 600,
      alt: 'A bank building beside a business insurance quote with a Bind button',
    },
    date: '05 AUG 2024',
    tag: 'Banking',
    title: 'Business Insurance at the Community Bank Lending Desk',
    excerpt:
      'Loan officers refer borrowers in two minutes and the bank’s licensed agents quote business owner policies before the loan closes.',
  },
]

/** The two case studies behind /project-details-v1 and /project-details-v2, in reading order. */
export const rawCaseStudies: z.input<typeof caseStudySchema>[] = [
  {
    path: '/project-details-v1',
    tag: 'Consulting',
    title: 'Tax File Preparation & Consulting',
    summary:
      'How Bluewater Agency Group moved surplus lines tax filings for fourteen states out of spreadsheets and into a checked, on-time workflow.',
    date: '12 MAR 2025',
    client: 'Bluewater Agency Group',
    projectType: 'Tax Preparation',
    images: [
      {
        src: '/images/portfolio/f1.svg',
        width: 800,
        height: 600,
        alt: 'An agency filing folder beside a checklist with every filing step ticked',
      },
      {
        src: '/images/portfolio/f20.svg',
        width: 600,
        height: 440,
        alt: 'A compliance checklist under a magnifying glass, with one item flagged for review',
      },
    ],
    overview: [
      'Bluewater Agency Group places excess and surplus lines business for retail agents in fourteen states. Every bound policy creates a premium tax and, in many states, a stamping fee, each with its own rate, form and deadline. For years the group tracked them in a shared spreadsheet that one compliance analyst rebuilt every month from policy exports.',
      'The spreadsheet worked until volume doubled. Filings were prepared from memory of each state’s rules, rate changes were caught late, and two late filings in one quarter brought penalties and a stern letter from a state stamping office. The team asked us to help them file on time without hiring a second analyst.',
      'We treated it as a consulting project first and a software project second: map every state’s requirement, decide what the system should calculate and what a person should check, and only then configure Coverbridge to produce the filings from the policies already bound in it.',
    ],
    steps: [
      {
        title: 'Collect Info',
        desc: 'We gathered two years of bound policies, every state’s current tax and stamping fee rates, filing forms and due dates, and the analyst’s own notes on the exceptions she handled by hand.',
      },
      {
        title: 'Research & Solution',
        desc: 'We confirmed each rule with the state sources, configured the tax and fee calculation per state inside Coverbridge, and designed a monthly review queue that shows only the filings a person needs to check.',
      },
      {
        title: 'Finalize Result',
        desc: 'After a parallel month in which the old spreadsheet and the new workflow had to agree to the cent, the team switched over and now exports ready-to-file reports for each state on the first business day.',
      },
    ],
    stats: [
      { value: '1,240+', label: 'surplus lines filings prepared in the first year' },
      { value: '14', label: 'states filed from one workflow' },
      { value: '0', label: 'late filing penalties since go-live' },
      { value: '6 hrs', label: 'saved at every month-end close' },
    ],
    results: [
      'Premium taxes and stamping fees are calculated when the policy is bound, not weeks later.',
      'Rate changes are updated once per state and apply to every new filing automatically.',
      'The analyst reviews exceptions instead of rebuilding a spreadsheet every month.',
    ],
  },
  {
    path: '/project-details-v2',
    tag: 'Payments',
    title: 'Online Premium Checkout for a Specialty MGA',
    summary:
      'Tidewater Specialty MGA let retail agents collect the down payment and issue the binder in one visit to the quote screen.',
    date: '28 JAN 2025',
    client: 'Tidewater Specialty MGA',
    projectType: 'Payments',
    images: [
      {
        src: '/images/portfolio/f19.svg',
        width: 600,
        height: 440,
        alt: 'The checkout screen: a payment card and a premium summary with a Pay now button',
      },
      {
        src: '/images/portfolio/f17.svg',
        width: 600,
        height: 440,
        alt: 'A dashboard with quote-to-bind time, bound policies this week and a rising trend line',
      },
      {
        src: '/images/portfolio/f15.svg',
        width: 600,
        height: 440,
        alt: 'A stack of issued binders and certificates with an Issued stamp',
      },
    ],
    overview: [
      'Tidewater writes small commercial programs through about three hundred retail agencies. Before this project, an agent could bind online but the down payment arrived days later by check or a separate portal, and the binder could not be released until accounting matched the two.',
      'We added a checkout step to the bind flow: the agent or the insured pays the deposit by card or bank transfer, the payment is matched to the policy automatically, and the binder and certificate are issued as soon as the payment clears.',
      'Agents now close the account in one conversation, and Tidewater’s accounting team spends its time on exceptions rather than matching every check to a policy number.',
    ],
    steps: [],
    stats: [],
    results: [
      'Median time from quote to issued binder fell from three days to under an hour.',
      'Unmatched payments dropped to a handful a month, each flagged with the policy it most likely belongs to.',
      'Installment plans are offered at checkout, so smaller accounts no longer stall on the full premium.',
    ],
  },
]

/** Fixed captions of every /project-v2 card. */
export const projectV2Captions = ['PRINT', 'DESIGN', 'Tax Preparation'] as const
