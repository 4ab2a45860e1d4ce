import type { z } from 'zod'
import type { blogCommentSchema } from './schema'

/**
 * Sample comments under blog posts, grouped by the post category they discuss: every post shows
 * the comments of its category (two readers and one reply from the Coverbridge team). Comments
 * carry no date: they are shared by posts written years apart.
 */
export const rawBlogComments: z.input<typeof blogCommentSchema>[] = [
  // Underwriting
  {
    id: 1,
    category: 'Underwriting',
    name: 'Gloria Nunez',
    role: 'Commercial Lines Producer, Riverbend Insurance Agency',
    avatar: '/images/reviewers/r1.svg',
    text: 'The point about clearing subjectivities before you promise a bind date is the one I wish I had learned earlier. We now list every subjectivity in the proposal email, and clients stop asking why coverage is not in force yet.',
  },
  {
    id: 2,
    category: 'Underwriting',
    name: 'Harold Brandt',
    role: 'Owner, Brandt & Sons Insurance',
    avatar: '/images/reviewers/r2.svg',
    text: 'Good summary. One thing I would add for contractor accounts: ask for the subcontractor agreements up front. Underwriters on our small GL risks ask for them on nearly every submission, and having them ready saves a full round trip.',
  },
  {
    id: 3,
    category: 'Underwriting',
    replyTo: 2,
    name: 'Sofia Petrova',
    role: 'Client Success Lead, Coverbridge',
    avatar: '/images/people/m7.svg',
    text: 'Thanks, Harold. That is a great tip. In Coverbridge you can attach those agreements to the submission once and every market that asks for them receives the same file.',
  },
  // Compliance
  {
    id: 4,
    category: 'Compliance',
    name: 'Denise Carter',
    role: 'Agency Operations Manager, Northgate Risk Partners',
    avatar: '/images/reviewers/r3.svg',
    text: 'We audited our own files after an E&O scare last year and found the same gap described here: the quote the client chose was in an email thread, not in the policy record. Keeping the comparison with the file has made our renewals much calmer.',
  },
  {
    id: 5,
    category: 'Compliance',
    name: 'Victor Osei',
    role: 'Surplus Lines Broker, Coastal Excess Brokerage',
    avatar: '/images/reviewers/r4.svg',
    text: 'Helpful for newer producers. The diligent effort rules still trip people up, especially when an account moves between states mid-term. A reminder checklist at bind time would be worth its weight in gold.',
  },
  {
    id: 6,
    category: 'Compliance',
    replyTo: 5,
    name: 'Sofia Petrova',
    role: 'Client Success Lead, Coverbridge',
    avatar: '/images/people/m7.svg',
    text: 'Agreed, Victor. Bind-time checklists are configurable per state in Coverbridge, so the diligent effort reminder appears on exactly the accounts that need it.',
  },
  // Technology
  {
    id: 7,
    category: 'Technology',
    name: 'Nathan Pierce',
    role: 'Director of Technology, Summit Ridge Agencies',
    avatar: '/images/reviewers/r5.svg',
    text: 'Our agency management system integration took eleven working days from kickoff to the first synced policy, which matches the two-week estimate. Mapping our custom fields took longer than the API work itself.',
  },
  {
    id: 8,
    category: 'Technology',
    name: 'Leah Goldstein',
    role: 'Account Manager, Pinecrest Insurance Services',
    avatar: '/images/reviewers/r6.svg',
    text: 'As a non-technical reader I appreciated that this explained what actually changes for account managers. Not having to rekey the insured name and address three times is the part my team noticed first.',
  },
  {
    id: 9,
    category: 'Technology',
    replyTo: 7,
    name: 'Sofia Petrova',
    role: 'Client Success Lead, Coverbridge',
    avatar: '/images/people/m7.svg',
    text: 'Thanks for sharing your timeline, Nathan. Custom field mapping is usually the longest step, which is why we now start it during the champions and user setup stage.',
  },
  // Distribution
  {
    id: 10,
    category: 'Distribution',
    name: 'Tamara Hughes',
    role: 'Producer, Blue Harbor Insurance Group',
    avatar: '/images/reviewers/r7.svg',
    text: 'Reading appetite guides the way an underwriter does changed how I prospect. I spend less time on accounts no market wants and more time on the ones where I can actually offer three or four options.',
  },
  {
    id: 11,
    category: 'Distribution',
    name: 'Samuel Adeyemi',
    role: 'Wholesale Broker, Meridian Specialty Brokers',
    avatar: '/images/reviewers/r8.svg',
    text: 'From the wholesale side: retail agents who send complete submissions get our fastest turnaround, every time. Anything that helps them do that is good for the whole chain.',
  },
  {
    id: 12,
    category: 'Distribution',
    replyTo: 11,
    name: 'Sofia Petrova',
    role: 'Client Success Lead, Coverbridge',
    avatar: '/images/people/m7.svg',
    text: 'Well said, Samuel. Complete submissions are the fastest submissions, and that holds for every market we work with.',
  },
  // Growth
  {
    id: 13,
    category: 'Growth',
    name: 'Rachel Kim',
    role: 'Insurance Services Officer, Heritage Valley Bank',
    avatar: '/images/reviewers/r1.svg',
    text: 'We started offering business owner policies at our commercial lending desk this spring. Loan officers were hesitant at first, but a short referral form that takes two minutes made all the difference.',
  },
  {
    id: 14,
    category: 'Growth',
    name: 'Jorge Alvarez',
    role: 'Principal, Alvarez Family Insurance',
    avatar: '/images/reviewers/r4.svg',
    text: 'Tracking quote-to-bind by line of business was eye-opening for us. Our cyber quotes were binding at half the rate of our general liability quotes until we changed how we followed up.',
  },
  {
    id: 15,
    category: 'Growth',
    replyTo: 14,
    name: 'Sofia Petrova',
    role: 'Client Success Lead, Coverbridge',
    avatar: '/images/people/m7.svg',
    text: 'That is a common pattern, Jorge. Cyber buyers often need a second conversation, so a scheduled follow-up two days after the quote tends to lift the bind rate.',
  },
]
