import type { z } from 'zod'
import type { productSchema } from './schema'

/** Images of product `id`: the main shot plus the two alternate views shown in the gallery. */
function images(id: number) {
  return {
    img: `/images/products/p${id}.svg`,
    related_images: [
      `/images/products/p${id}.svg`,
      `/images/products/p${id}-b.svg`,
      `/images/products/p${id}-c.svg`,
    ] as [string, string, string],
  }
}

/**
 * Demo shop: printed goods for insurance agencies. `price` is the list price, `discount` the
 * fraction taken off it, and `old_price` the earlier list price shown struck through.
 */
export const rawProducts: z.input<typeof productSchema>[] = [
  {
    id: 1,
    ...images(1),
    title: 'The Specialty Lines Field Guide',
    price: 42.0,
    discount: 0.1,
    old_price: 48.0,
    category: 'books',
    quantity: 48,
    sm_desc:
      'A desk reference to forty specialty lines, from inland marine to event cancellation, with the questions underwriters will ask before they quote.',
    details: {
      specifications:
        'Paperback, 6 × 9 in (152 × 229 mm), 312 pages on 70 lb uncoated text stock, perfect bound with a lay-flat spine and a matte laminated cover. Includes a fold-out appetite matrix and a 12-page index of coverage terms.',
      main_features: [
        'One chapter per line: typical exposures, common exclusions and rating basis',
        'Submission checklists you can copy straight into your intake forms',
        'Fold-out matrix of which lines usually go admitted and which go to the surplus market',
        'Plain-language glossary for explaining coverage to first-time buyers',
      ],
    },
    reviews: [
      {
        id: 1,
        user: '/images/reviewers/r1.svg',
        name: 'Priya Raman',
        review_text:
          'I keep this next to my keyboard. The submission checklists alone cut the back-and-forth with our wholesaler on a restaurant package from a week to two days.',
        rating: 5,
      },
      {
        id: 2,
        user: '/images/reviewers/r4.svg',
        name: 'Tomasz Nowak',
        review_text:
          'Solid coverage of the property and casualty specialty lines. The marine chapter is thinner than I hoped, but everything else earns its place.',
        rating: 4,
      },
      {
        id: 3,
        user: '/images/reviewers/r6.svg',
        name: 'Amara Diallo',
        review_text:
          'We hand a copy to every new producer in their first week. It gives them the vocabulary to sit in on specialty calls without getting lost.',
        rating: 4.5,
      },
    ],
  },
  {
    id: 2,
    ...images(2),
    title: 'Agency Business Cards — Matte 400gsm',
    price: 24.0,
    discount: 0,
    old_price: 24.0,
    category: 'visiting-card',
    quantity: 3,
    sm_desc:
      'Heavyweight matte business cards for producers and account managers, printed on both sides with your agency license number on the back.',
    details: {
      specifications:
        'Pack of 250 cards, 3.5 × 2 in (89 × 51 mm), 400gsm uncoated matte board with a soft-touch finish. Full colour on both sides, square corners, trimmed and boxed. Print-ready proof supplied within one business day.',
      main_features: [
        'Thick 400gsm stock that feels substantial in a client meeting',
        'Room on the back for license numbers and appointed carriers',
        'Writable matte surface for jotting a policy number or renewal date',
        'Reorders keep your artwork on file for matching reprints',
      ],
    },
    reviews: [
      {
        id: 1,
        user: '/images/reviewers/r2.svg',
        name: 'Marcus Okafor',
        review_text:
          'The weight of these cards gets a comment at nearly every commercial walkthrough. Printing the license number on the back saved me from a compliance reminder too.',
        rating: 4.5,
      },
      {
        id: 2,
        user: '/images/reviewers/r7.svg',
        name: 'Sofia Lindqvist',
        review_text:
          'Colours matched our letterhead closely. The box arrived slightly crushed, though the cards inside were fine.',
        rating: 4,
      },
    ],
  },
  {
    id: 3,
    ...images(3),
    title: 'Binding Authority Handbook',
    price: 58.0,
    discount: 0,
    old_price: 58.0,
    category: 'books',
    quantity: 0,
    sm_desc:
      'How delegated underwriting authority works in practice: what a binding agreement grants, what it withholds, and how to stay inside your limits.',
    details: {
      specifications:
        'Hardcover, 7 × 10 in (178 × 254 mm), 264 pages on 80 lb coated matte paper, case bound with a printed cloth-effect cover and ribbon marker. Annotated sample binding agreement in the appendix.',
      main_features: [
        'Clause-by-clause walkthrough of a sample binding authority agreement',
        'Referral triggers, prohibited classes and aggregate limits explained with worked cases',
        'Bordereaux reporting templates for premium and claims',
        'Audit preparation checklist used by program administrators',
      ],
    },
    reviews: [
      {
        id: 1,
        user: '/images/reviewers/r3.svg',
        name: 'Elena Vasquez',
        review_text:
          'Useful sample agreement, but the chapter on audits reads like a summary rather than a guide. I wanted more on what auditors actually flag.',
        rating: 3,
      },
      {
        id: 2,
        user: '/images/reviewers/r8.svg',
        name: 'Daniel Abernathy',
        review_text:
          'Good introduction for someone new to an MGA. Experienced underwriters will know most of it already.',
        rating: 3,
      },
    ],
  },
  {
    id: 4,
    ...images(4),
    title: 'Producer Cards with QR to Quote Page',
    price: 32.0,
    discount: 0.1,
    old_price: 36.0,
    category: 'visiting-card',
    quantity: 72,
    sm_desc:
      'Business cards with a QR code on the back that opens your personal quote page, so a prospect can start an application before you leave the room.',
    details: {
      specifications:
        'Pack of 250 cards, 3.5 × 2 in (89 × 51 mm), 350gsm silk-coated board. Full colour front, QR code and short call to action on the back, rounded 3 mm corners. QR code is tested for scanning at print size before the run.',
      main_features: [
        'Unique QR code per producer, linked to your own quote page',
        'Short call to action printed under the code, such as “Scan for a quote”',
        'Silk coating that keeps the code crisp and scannable',
        'Change the destination later without reprinting if you use a redirect link',
      ],
    },
    reviews: [
      {
        id: 1,
        user: '/images/reviewers/r5.svg',
        name: 'Kenji Morita',
        review_text:
          'At a trade show I handed out about eighty of these and saw a dozen quote starts the same evening. The code scans even in dim hall lighting.',
        rating: 5,
      },
      {
        id: 2,
        user: '/images/reviewers/r3.svg',
        name: 'Grace Whitfield',
        review_text:
          'Handy for home and auto prospects who would rather fill in a form than call. I would like a slightly larger code for older phones.',
        rating: 4,
      },
    ],
  },
  {
    id: 5,
    ...images(5),
    title: 'Cyber Liability Underwriting Primer',
    price: 36.5,
    discount: 0.15,
    old_price: 39.5,
    category: 'books',
    quantity: 34,
    sm_desc:
      'What cyber underwriters look for, why they ask about MFA and backups, and how to prepare a small-business client for the application.',
    details: {
      specifications:
        'Paperback, 6 × 9 in (152 × 229 mm), 188 pages on 60 lb uncoated text stock, perfect bound with a gloss laminated cover. Includes sample applications for a dental practice, a law firm and a small manufacturer.',
      main_features: [
        'Control-by-control explanation of the security questions on a typical application',
        'First-party and third-party coverage parts compared side by side',
        'Ransomware, social engineering and funds transfer fraud claim scenarios',
        'Client-facing one-page summary you can photocopy for renewal meetings',
      ],
    },
    reviews: [
      {
        id: 1,
        user: '/images/reviewers/r2.svg',
        name: 'Rafael Moreno',
        review_text:
          'Finally a cyber book written for producers rather than security engineers. My clients now arrive at renewal with their MFA and backup answers ready.',
        rating: 4.5,
      },
    ],
  },
  {
    id: 6,
    ...images(6),
    title: 'Wholesale Broker Quarterly — Spring Issue',
    price: 14.99,
    discount: 0,
    old_price: 14.99,
    category: 'magazine',
    quantity: 95,
    sm_desc:
      'The spring issue covers property capacity ahead of wind season, rate trends in excess casualty and a roundtable of wholesale placement desks.',
    details: {
      specifications:
        'Print magazine, A4 (210 × 297 mm), 84 pages, 4-colour throughout on 90gsm gloss text with a 200gsm silk cover, saddle stitched. Published quarterly; this is the spring issue.',
      main_features: [
        'Capacity outlook for coastal property ahead of the wind season',
        'Excess casualty rate tables by class and attachment point',
        'Roundtable with four wholesale placement desks on submission quality',
        'Regulatory roundup of surplus lines tax and filing changes',
      ],
    },
    reviews: [
      {
        id: 1,
        user: '/images/reviewers/r4.svg',
        name: 'Hannah Cho',
        review_text:
          'The excess casualty tables are the first thing I turn to each quarter. They give me a realistic range before I talk numbers with a client.',
        rating: 4.5,
      },
      {
        id: 2,
        user: '/images/reviewers/r8.svg',
        name: 'Liam O’Connell',
        review_text:
          'Good roundtable this issue. I skipped the advertising-heavy middle section, but the back half is worth the cover price.',
        rating: 3.5,
      },
    ],
  },
  {
    id: 7,
    ...images(7),
    title: 'Letterpress Principal Cards',
    price: 89.0,
    discount: 0,
    old_price: 89.0,
    category: 'visiting-card',
    quantity: 18,
    sm_desc:
      'Deep-impression letterpress cards for agency principals and partners, made for first meetings with carriers, bankers and large commercial accounts.',
    details: {
      specifications:
        'Pack of 100 cards, 3.5 × 2 in (89 × 51 mm), 600gsm cotton board, two-colour letterpress front with a blind-debossed logo on the back. Hand-fed on a platen press; allow seven business days.',
      main_features: [
        'Thick 600gsm cotton stock with a visible, tactile impression',
        'Two ink colours matched to your agency palette',
        'Blind-debossed logo on the reverse with no ink',
        'Each pack is inspected by hand before shipping',
      ],
    },
    reviews: [],
  },
  {
    id: 8,
    ...images(8),
    title: 'E&O for Agencies',
    price: 29.99,
    discount: 0,
    old_price: 29.99,
    category: 'books',
    quantity: 61,
    sm_desc:
      'The most common sources of errors and omissions claims against agencies, and the documentation habits that prevent them.',
    details: {
      specifications:
        'Paperback, 5.5 × 8.5 in (140 × 216 mm), 176 pages on 60 lb uncoated text stock, perfect bound with a matte laminated cover. Includes tear-out declination and coverage-offer templates.',
      main_features: [
        'Twelve anonymised claim stories, each traced back to the missed step',
        'Templates for documenting declined coverage and client sign-off',
        'Renewal-review checklist for commercial accounts',
        'Guidance on what to log in your agency management system and when',
      ],
    },
    reviews: [
      {
        id: 1,
        user: '/images/reviewers/r3.svg',
        name: 'Nadia Haddad',
        review_text:
          'We rebuilt our declination process around the templates in chapter four. Our E&O carrier noticed at renewal and our audit went faster.',
        rating: 5,
      },
      {
        id: 2,
        user: '/images/reviewers/r6.svg',
        name: 'Owen Fairbanks',
        review_text:
          'Short, practical and slightly uncomfortable to read because I recognised two of the claim stories from my own desk.',
        rating: 4,
      },
    ],
  },
  {
    id: 9,
    ...images(9),
    title: 'MGA Market Review',
    price: 18.0,
    discount: 0.1,
    old_price: 21.0,
    category: 'magazine',
    quantity: 54,
    sm_desc:
      'An annual review of the managing general agent market: new programs, capacity changes and where delegated authority is growing.',
    details: {
      specifications:
        'Print magazine, 8.5 × 11 in (216 × 279 mm), 112 pages, 4-colour on 100gsm silk text with a 250gsm matte cover, perfect bound. Annual edition with a pull-out program directory.',
      main_features: [
        'Pull-out directory of new programs by line of business',
        'Capacity movements between carriers and reinsurers over the past year',
        'Profiles of start-up MGAs and what they chose to build first',
        'Data section on loss ratios by program class',
      ],
    },
    reviews: [
      {
        id: 1,
        user: '/images/reviewers/r5.svg',
        name: 'Isabel Ferreira',
        review_text:
          'The pull-out directory is how I found a market for a tree-care contractor that three wholesalers had declined. Worth it for that alone.',
        rating: 5,
      },
    ],
  },
  {
    id: 10,
    ...images(10),
    title: 'Spot-UV Broker Cards',
    price: 38.0,
    discount: 0.15,
    old_price: 40.0,
    category: 'visiting-card',
    quantity: 40,
    sm_desc:
      'Dark matte cards with a raised gloss spot-UV logo, for brokers who want a card that catches the light across the table.',
    details: {
      specifications:
        'Pack of 250 cards, 3.5 × 2 in (89 × 51 mm), 450gsm board with matte lamination on both sides and raised spot-UV on the logo and name. Full colour front and back, square corners.',
      main_features: [
        'Raised gloss spot-UV over the logo and your name',
        'Matte lamination that resists fingerprints and scuffs',
        'Dark navy background that keeps text sharp and readable',
        'Back side for office address, phone and license number',
      ],
    },
    reviews: [],
  },
  {
    id: 11,
    ...images(11),
    title: 'The MGA Playbook: Building a Program Business',
    price: 64.0,
    discount: 0.2,
    old_price: 72.0,
    category: 'books',
    quantity: 27,
    sm_desc:
      'A step-by-step guide to launching a program: choosing a niche, pitching a carrier, pricing the first year and building the reporting.',
    details: {
      specifications:
        'Hardcover, 7 × 10 in (178 × 254 mm), 344 pages on 80 lb uncoated text stock, case bound with a dust jacket. Includes a sample carrier pitch deck outline and a first-year pro forma.',
      main_features: [
        'Niche selection worksheet with loss data questions to answer first',
        'Carrier pitch outline covering underwriting guidelines and controls',
        'Pricing and commission models for the first three program years',
        'Reporting, audit and claims-handling setup before the first bind',
        'Chapter on exits: program transfers and carrier replacements',
      ],
    },
    reviews: [
      {
        id: 1,
        user: '/images/reviewers/r7.svg',
        name: 'Chidi Eze',
        review_text:
          'We used the pitch outline almost verbatim for our first carrier meeting. The pro forma needed adjusting for our class, but the structure held up.',
        rating: 4.5,
      },
      {
        id: 2,
        user: '/images/reviewers/r2.svg',
        name: 'Marcus Okafor',
        review_text:
          'Dense but thorough. The chapter on program transfers covers a topic nobody else writes about.',
        rating: 4,
      },
    ],
  },
  {
    id: 12,
    ...images(12),
    title: 'Community Bank Insurance Desk — Annual Edition',
    price: 22.0,
    discount: 0,
    old_price: 22.0,
    category: 'magazine',
    quantity: 38,
    sm_desc:
      'For community banks that run or refer to an insurance agency: cross-selling to loan customers, compliance and referral workflows.',
    details: {
      specifications:
        'Print magazine, A4 (210 × 297 mm), 64 pages, 4-colour on 90gsm silk text with a 200gsm gloss cover, saddle stitched. Published once a year.',
      main_features: [
        'Referral workflows between loan officers and licensed agents',
        'Compliance notes on tying, disclosures and licensing for bank staff',
        'Case studies on commercial property and flood at loan closing',
        'Benchmarks for insurance revenue as a share of non-interest income',
      ],
    },
    reviews: [],
  },
  {
    id: 13,
    ...images(13),
    title: 'Recycled Kraft Agent Cards',
    price: 21.5,
    discount: 0,
    old_price: 21.5,
    category: 'visiting-card',
    quantity: 66,
    sm_desc:
      'Single-colour cards on 100% recycled kraft board, for agencies that want a warmer, less corporate look.',
    details: {
      specifications:
        'Pack of 250 cards, 3.5 × 2 in (89 × 51 mm), 350gsm 100% recycled kraft board, one-colour white or navy ink on the front only, square corners. Natural fibres make each card slightly different.',
      main_features: [
        'Recycled board with a visible natural fibre texture',
        'One-colour print in opaque white or navy ink',
        'Uncoated surface you can write on with any pen',
        'Shipped in plastic-free packaging',
      ],
    },
    reviews: [
      {
        id: 1,
        user: '/images/reviewers/r4.svg',
        name: 'Tomasz Nowak',
        review_text:
          'The look suits our farm and ranch clients, but the white ink came out thinner than the proof suggested and the phone number is hard to read.',
        rating: 2.5,
      },
      {
        id: 2,
        user: '/images/reviewers/r1.svg',
        name: 'Priya Raman',
        review_text:
          'Fine for a local agency card. Choose navy ink; the white does not hold up on kraft.',
        rating: 3,
      },
    ],
  },
  {
    id: 14,
    ...images(14),
    title: 'Surplus Lines Compliance Desk Reference',
    price: 49.0,
    discount: 0,
    old_price: 49.0,
    category: 'books',
    quantity: 22,
    sm_desc:
      'A state-by-state reference for surplus lines placements: diligent search rules, affidavits, stamping fees and premium tax deadlines.',
    details: {
      specifications:
        'Spiral-bound reference, 8.5 × 11 in (216 × 279 mm), 228 pages on 70 lb uncoated text stock with tabbed dividers and a clear polypropylene cover. Updated annually.',
      main_features: [
        'One page per state with diligent search and affidavit requirements',
        'Premium tax and stamping fee rates in a single summary table',
        'Filing calendar with quarterly and annual deadlines',
        'Lay-flat spiral binding for use next to the keyboard',
      ],
    },
    reviews: [],
  },
  {
    id: 15,
    ...images(15),
    title: 'PEO Benefits & Workers’ Comp Digest',
    price: 16.5,
    discount: 0.05,
    old_price: 17.5,
    category: 'magazine',
    quantity: 47,
    sm_desc:
      'A quarterly digest for professional employer organisations on workers’ compensation programs, benefits renewals and co-employment risk.',
    details: {
      specifications:
        'Print magazine, 8.5 × 11 in (216 × 279 mm), 56 pages, 4-colour on 80gsm gloss text with a 170gsm gloss cover, saddle stitched. Published quarterly.',
      main_features: [
        'Workers’ compensation loss-cost changes by class code',
        'Master policy versus multiple coordinated policy arrangements compared',
        'Benefits renewal calendar and plan design trends',
        'Co-employment liability and EPLI coverage notes',
      ],
    },
    reviews: [
      {
        id: 1,
        user: '/images/reviewers/r6.svg',
        name: 'Amara Diallo',
        review_text:
          'The class-code tables are handy, though the articles repeat a lot from the previous issue. I read it for the data, not the features.',
        rating: 3,
      },
    ],
  },
  {
    id: 16,
    ...images(16),
    title: 'Rounded-Corner Account Manager Cards',
    price: 27.0,
    discount: 0.25,
    old_price: 30.0,
    category: 'visiting-card',
    quantity: 84,
    sm_desc:
      'Friendly rounded-corner cards for service staff, with space for a direct line and the hours clients can call about policy changes.',
    details: {
      specifications:
        'Pack of 250 cards, 3.5 × 2 in (89 × 51 mm), 380gsm silk board, full colour on both sides, 6 mm rounded corners. Back side laid out for service hours and a policy-change contact.',
      main_features: [
        '6 mm rounded corners that stand out in a wallet',
        'Direct line and service hours printed on the back',
        'Silk finish that takes both colour and ballpoint well',
        'Bulk ordering for a whole service team in one run',
      ],
    },
    reviews: [
      {
        id: 1,
        user: '/images/reviewers/r3.svg',
        name: 'Grace Whitfield',
        review_text:
          'We ordered for our whole service team of nine at once and every name was spelled right. Clients actually use the direct line now instead of the main number.',
        rating: 4.5,
      },
    ],
  },
  {
    id: 17,
    ...images(17),
    title: 'Program Business Monthly — Cyber Special',
    price: 12.99,
    discount: 0,
    old_price: 12.99,
    category: 'magazine',
    quantity: 120,
    sm_desc:
      'A special issue on cyber programs: which classes MGAs are writing, how aggregation is managed and what brokers should expect at renewal.',
    details: {
      specifications:
        'Print magazine, A4 (210 × 297 mm), 48 pages, 4-colour on 80gsm gloss text with a 170gsm gloss cover, saddle stitched. Single special issue of a monthly title.',
      main_features: [
        'Survey of cyber programs by industry class',
        'Explainer on aggregation and systemic event exclusions',
        'Renewal expectations for small and mid-size accounts',
        'Glossary of cyber coverage terms for client conversations',
      ],
    },
    reviews: [
      {
        id: 1,
        user: '/images/reviewers/r5.svg',
        name: 'Kenji Morita',
        review_text:
          'Too short for a special issue. The aggregation explainer is good, but the program survey is mostly a list of names without appetite detail.',
        rating: 2.5,
      },
    ],
  },
  {
    id: 18,
    ...images(18),
    title: 'Small Commercial Submission Workbook',
    price: 24.5,
    discount: 0.05,
    old_price: 25.0,
    category: 'books',
    quantity: 58,
    sm_desc:
      'Fill-in worksheets that turn a first meeting with a small business into a complete submission for package, auto and workers’ compensation.',
    details: {
      specifications:
        'Workbook, 8.5 × 11 in (216 × 279 mm), 96 pages on 70 lb uncoated text stock, wire-o bound with a 14 pt card cover. Perforated pages so worksheets can be removed and scanned.',
      main_features: [
        'Worksheets for operations, locations, vehicles and payroll by class',
        'Prompts for the questions carriers ask most often on small commercial',
        'Perforated pages that scan cleanly into your agency system',
        'Example completed submission for a landscaping contractor',
      ],
    },
    reviews: [],
  },
  {
    id: 19,
    ...images(19),
    title: 'Carrier Appetite Report — Fall Issue',
    price: 19.5,
    discount: 0.2,
    old_price: 22.0,
    category: 'magazine',
    quantity: 31,
    sm_desc:
      'A fall snapshot of where carriers are growing and pulling back, summarised by line, class and region for agents planning year-end renewals.',
    details: {
      specifications:
        'Print magazine, 8.5 × 11 in (216 × 279 mm), 72 pages, 4-colour on 90gsm silk text with a 200gsm matte cover, perfect bound. Published twice a year; this is the fall issue.',
      main_features: [
        'Appetite heat map by line of business and region',
        'Classes moving from standard to surplus markets this year',
        'Year-end renewal planning checklist',
        'Survey of agents on quote turnaround times',
      ],
    },
    reviews: [
      {
        id: 1,
        user: '/images/reviewers/r8.svg',
        name: 'Daniel Abernathy',
        review_text:
          'The heat map is a nice idea, but the regions are too broad to be useful for a regional agency like ours.',
        rating: 3,
      },
      {
        id: 2,
        user: '/images/reviewers/r7.svg',
        name: 'Sofia Lindqvist',
        review_text:
          'Some useful pointers on classes heading to the surplus market. Much of it I had already heard from our wholesaler.',
        rating: 2,
      },
    ],
  },
  {
    id: 20,
    ...images(20),
    title: 'Folded Claims Contact Cards',
    price: 34.0,
    discount: 0,
    old_price: 34.0,
    category: 'visiting-card',
    quantity: 6,
    sm_desc:
      'Folded wallet cards that list each client’s carrier claim lines and your agency contact, to hand over with every new policy.',
    details: {
      specifications:
        'Pack of 100 folded cards, 3.5 × 2 in folded (89 × 51 mm), 7 × 2 in flat, 300gsm silk board with a scored centre fold. Full colour outside, inside printed with fill-in lines for carrier, policy number and claim phone.',
      main_features: [
        'Inside panel with fill-in lines for up to four policies',
        'Your agency contact and after-hours guidance on the front',
        'Scored fold that stays flat in a wallet or glovebox',
        'Write-on silk finish that accepts ballpoint and gel pens',
      ],
    },
    reviews: [],
  },
]
