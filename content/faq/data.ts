import type { z } from 'zod'
import type { faqItemSchema } from './schema'

export const rawFaq: z.input<typeof faqItemSchema>[] = [
  // Marketing
  {
    id: 1,
    category: 'Marketing',
    isShow: true,
    title: 'Can I give my clients a quote page with my own branding?',
    desc: 'Yes. Every account can publish a co-branded quote page that carries your logo, colours and contact details, with Coverbridge running quietly underneath. Clients answer the short application on your page, and every quote and bound policy is credited to your agency.',
  },
  {
    id: 2,
    category: 'Marketing',
    title: 'How do I promote a new line of business to my existing clients?',
    desc: 'When you switch on a new product, you can create a dedicated quote link for it and share it by e-mail, on your website or in your newsletter. The dashboard shows how many people started and finished a quote from each link, so you can see which campaigns work.',
  },
  {
    id: 3,
    category: 'Marketing',
    title: 'Do you provide marketing material for the products on the platform?',
    desc: 'We keep a library of plain-English product sheets, e-mail templates and social posts for each specialty line. You can add your own branding before sending them, and our team refreshes the material whenever a carrier changes its appetite.',
  },
  {
    id: 4,
    category: 'Marketing',
    title: 'Can I embed the quote form on my own website?',
    desc: 'Yes. You can embed the quote flow with a short snippet, or build your own front end on top of our API. Either way, leads go straight into your Coverbridge pipeline and nobody has to re-key an application.',
  },
  // Banking
  {
    id: 5,
    category: 'Banking',
    isShow: true,
    title: 'How can a community bank offer insurance through Coverbridge?',
    desc: 'Your relationship managers use the portal to quote and bind business insurance for loan and deposit customers, often at the same meeting where the loan is discussed. Coverbridge handles the carrier connections, documents and servicing, so the bank can add an insurance offering without building an agency from scratch.',
  },
  {
    id: 6,
    category: 'Banking',
    title: 'Does our bank need its own insurance licence?',
    desc: 'It depends on how you want to take part. Banks can refer customers to our licensed team, which is licensed in all 50 states, or operate through their own licensed agency subsidiary. Our licensing and compliance staff will walk you through the options that fit your state and your regulator.',
  },
  {
    id: 7,
    category: 'Banking',
    title: 'Can we require proof of insurance as part of a commercial loan?',
    desc: 'Yes. Lenders can be added as an additional insured or loss payee during binding, and the certificate of insurance is available in the portal as soon as the policy is issued. You can also be notified before a policy lapses or renews.',
  },
  {
    id: 8,
    category: 'Banking',
    title: 'Will the portal connect to our core banking systems?',
    desc: 'Our full API lets your team pass customer and business details from the systems you already use, so staff do not type the same information twice. Most integrations take two weeks or less, and we assign an integration engineer to your project from day one.',
  },
  // Finance
  {
    id: 9,
    category: 'Finance',
    isShow: true,
    title: 'How does Coverbridge pricing work?',
    desc: 'Our pricing is performance-based: we do well when you write business. There are no big upfront fees, the service runs month-to-month after your agreement term, and there are no hidden fees. Your proposal lists every charge in plain terms before you sign.',
  },
  {
    id: 10,
    category: 'Finance',
    title: 'Are there setup or implementation fees?',
    desc: 'There is no large upfront fee to get started. Onboarding, training and a standard go-live, which usually takes about two weeks, are included. If you ask for custom development beyond the standard integration, we will quote it in writing first.',
  },
  {
    id: 11,
    category: 'Finance',
    title: 'Can my clients finance their premium?',
    desc: 'Yes. At binding, clients can choose to pay in full or use premium finance from one of the finance partners available on the platform. The finance agreement is created and signed electronically alongside the policy documents.',
  },
  {
    id: 12,
    category: 'Finance',
    title: 'Can I see what the platform earns my agency?',
    desc: 'The reporting dashboard shows quoted, bound and renewed premium, commission earned and conversion rates by product and by producer. You can export the figures at any time for your own accounting.',
  },
  // Payments
  {
    id: 13,
    category: 'Payments',
    isShow: true,
    title: 'How do clients pay their premium?',
    desc: 'Clients pay by card or bank transfer through a secure payment page at the time of binding, or by instalments where the carrier allows. Where a carrier uses direct billing, the client is billed by the carrier and the portal shows the status of each payment.',
  },
  {
    id: 14,
    category: 'Payments',
    title: 'How are commissions paid and reconciled?',
    desc: 'Commission is calculated for every bound policy and shown on a monthly statement in the portal. Each line matches a policy, premium and carrier, so reconciling against your bank account takes minutes instead of days.',
  },
  {
    id: 15,
    category: 'Payments',
    title: 'What happens if a client’s payment fails?',
    desc: 'The client and the assigned agent are both notified straight away, and the client can retry from the same secure link. If payment is still outstanding, the carrier’s own cancellation rules apply, and the portal shows every deadline clearly.',
  },
  {
    id: 16,
    category: 'Payments',
    title: 'Is card and bank information stored by Coverbridge?',
    desc: 'Card details are handled by a certified payment processor and never stored on our servers. We keep only a reference to the payment, the amount and its status so that you and your client have a full record.',
  },
  // Terms & Conditions
  {
    id: 17,
    category: 'Terms & Conditions',
    isShow: true,
    title: 'How long is the agreement?',
    desc: 'Our standard agreement runs for one year. Either party may end it by giving 30 days’ written notice, and you keep access to your data for export during the notice period.',
  },
  {
    id: 18,
    category: 'Terms & Conditions',
    title: 'What happens if either party breaches the agreement?',
    desc: 'If one party commits a material breach, the other gives written notice and the breaching party has a 30-day cure period to put things right. If the breach is not cured within those 30 days, the agreement can be terminated.',
  },
  {
    id: 19,
    category: 'Terms & Conditions',
    title: 'Which law governs the agreement, and how is liability limited?',
    desc: 'The agreement is governed by the laws of the State of Georgia. Each party’s liability under the agreement is capped at the fees paid to Coverbridge, as set out in your signed terms.',
  },
  {
    id: 20,
    category: 'Terms & Conditions',
    title: 'Is Coverbridge an insurance company?',
    desc: 'No. Coverbridge is a technology provider and not an insurer. Coverage is provided by the carriers on the platform, and the terms of each policy are set by the carrier that issues it.',
  },
  // Account
  {
    id: 21,
    category: 'Account',
    isShow: true,
    title: 'How do I set up users for my team?',
    desc: 'An administrator can invite users by e-mail and give each one a role, such as producer, account manager or administrator. Roles control who can quote, who can bind and who can see commission reports.',
  },
  {
    id: 22,
    category: 'Account',
    title: 'What is a champion, and does my firm need one?',
    desc: 'A champion is the person in your firm who leads the rollout, answers everyday questions and tells us what your team needs. We ask every new customer to name one, and we give that person extra training and a direct line to our success team.',
  },
  {
    id: 23,
    category: 'Account',
    title: 'What training do you provide?',
    desc: 'Every new account gets live onboarding sessions for producers and administrators, followed by short recorded lessons for new hires. Our success team also runs refresher sessions whenever new products or features are added.',
  },
  {
    id: 24,
    category: 'Account',
    title: 'Can I import my existing book of business?',
    desc: 'Yes. You can upload client and policy data from a spreadsheet or your agency management system, and our team checks the file with you before it goes live. Imported policies appear in your renewals list so you can re-quote them when they come due.',
  },
]
