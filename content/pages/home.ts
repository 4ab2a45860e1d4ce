import { customerSegments } from '@/content/marketing'

/** Copy of the home page (/). */
export const homeHero = {
  eyebrow: 'Specialty insurance, one portal',
  title: 'Rate, quote and bind specialty insurance in under 5 minutes',
  /** Follows the site's tagline. */
  lead: 'Answer fewer than ten questions, compare more than five bindable quotes, and bind without leaving the page.',
  image: {
    src: '/images/hero/quote-compare.svg',
    alt: 'A Coverbridge quote comparison: five carrier quotes for a general liability risk, each with a Bind button',
  },
}

export const homeProof = [
  { value: '4.8', label: 'average rating from our clients' },
  { value: '150,000+', label: 'clients all over the world' },
  { value: '50', label: 'states where we are licensed' },
  { value: '< 5 min', label: 'from first question to bound policy' },
]

export const homeFeatures = {
  id: 'features-heading',
  eyebrow: 'Key Features',
  title: 'Everything a producer needs to place specialty risk fast',
  lead: 'One short application, real carrier quotes side by side, and a bind button at the end. No re-keying, no waiting on email.',
}

export const homeAudience = {
  eyebrow: 'Who we serve',
  title: 'Built for everyone who places specialty risk',
  lead: 'Wholesale and retail, program and bank channel: each gets the same fast workflow, with the controls their business needs.',
  link: 'See how each segment uses Coverbridge',
}

/** A segment's name in sentence case: later words lose their capital unless they are acronyms. */
function sentenceCase(name: string) {
  return name
    .split(' ')
    .map((word, index) => (index > 0 && /^[A-Z][a-z]+$/.test(word) ? word.toLowerCase() : word))
    .join(' ')
}

/** The six customer segments, as the home page names them. */
export const homeAudiences = customerSegments.map((segment) => ({
  slug: segment.slug,
  name: sentenceCase(segment.name),
}))

export const homeTestimonials = {
  eyebrow: 'Client testimonials',
  title: 'What brokers say after their first week',
}
