import { TestimonialView } from '@/components/testimonials/testimonial-view'
import { partners, testimonials } from '@/content/marketing'
import { testimonialPage } from '@/content/pages'
import { pageMetadata } from '@/lib/metadata'

export const metadata = pageMetadata({
  title: 'Testimonials',
  description:
    'What brokers, agents, MGAs, banks and associations say about Coverbridge: a 4.8 average rating from more than 150,000 clients all over the world.',
  path: '/testimonial',
})

export default function TestimonialPage() {
  return <TestimonialView copy={testimonialPage} testimonials={testimonials} partners={partners} />
}
