import type { z } from 'zod'
import type { processStepSchema, quoteSchema } from '../schema'

/**
 * Template service pages keep the spec's banking/finance wording, written for
 * the community banks and lenders that use the platform.
 */

/** Side menu of /service-details: nine services, the first is the one shown. */
export const rawServiceMenu: string[] = [
  'Business Loans',
  'Commercial Insurance',
  'Premium Financing',
  'Equipment Finance',
  'Cash Management',
  'Savings Accounts',
  'Credit Cards',
  'Wealth Planning',
  'Tax Preparation',
]

/** The body of /service-details (the first service of the menu). */
export const rawServiceDetail: {
  title: string
  lead: string
  paragraphs: string[]
  imgAlt: string
} = {
  title: 'Business Loans',
  lead: 'Working capital and term loans for small businesses, with the insurance the loan requires arranged at the same table.',
  paragraphs: [
    'Community banks on Coverbridge lend to the same small businesses that need general liability, property and workers’ compensation cover. Instead of sending a borrower away to find insurance before closing, the relationship manager quotes the required coverage while the loan is being arranged, and the bank is named as loss payee when the policy binds.',
    'Borrowers get one conversation instead of three, the bank gets proof of insurance on the day of closing, and renewal and lapse notices keep the collateral protected for the life of the loan.',
  ],
  imgAlt:
    'A loan file in the Coverbridge portal: loan amount, required coverage checklist and a bound property policy naming the bank as loss payee',
}

/** Three-step process of /service-details. */
export const rawServiceSteps: z.input<typeof processStepSchema>[] = [
  {
    title: 'Collect Doc',
    desc: 'Upload ID, business financials and the coverage the lender requires; the portal checks that nothing is missing.',
  },
  {
    title: 'Check & Finalize',
    desc: 'Your banker reviews the file, quotes the required insurance and agrees the final terms with you.',
  },
  {
    title: 'Approved',
    desc: 'The loan is approved, the policy is bound with the bank as loss payee, and documents arrive in one place.',
  },
]

export const rawServiceQuote: z.input<typeof quoteSchema> = {
  text: 'We used to hold loan closings for days waiting on a certificate of insurance. Now the cover is quoted and bound in the same meeting, and the certificate is in the file before the borrower leaves.',
  author: 'Rebecca Lindqvist',
  role: 'Insurance Services Lead, First Prairie Community Bank',
}

/** Qualifications, in the spec's order. */
export const rawQualifications: string[] = [
  'Age 18+',
  'A valid ID',
  'A job holder',
  'A United States citizen',
  '2 passport photos',
]

/** The loan banner of /service-v2. */
export const rawLoanBanner = {
  title: 'Apply for loan with low interest',
  desc: 'Business loans of up to $20million for growing companies, with competitive rates and the required insurance quoted in the same application.',
  amount: 'up to $20million',
}

/** The 'Want to chat?' banner of /service-v1. */
export const rawChatBanner = {
  title: 'Want to chat?',
  desc: 'Tell us about your book and your markets. We will show you the portal with your own products and answer every question about pricing and onboarding.',
}
