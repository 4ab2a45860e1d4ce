import { PageBanner } from '@/components/layout/page-banner'
import { PartnerSlider } from '@/components/marketing/partner-slider'
import { TestimonialSlider } from '@/components/testimonials/testimonial-slider'
import { Rating } from '@/components/ui/rating'
import { Section, SectionHeading } from '@/components/ui/section'
import { partners, testimonials } from '@/content/marketing'
import { pageMetadata } from '@/lib/metadata'

export const metadata = pageMetadata({
  title: 'Testimonials',
  description:
    'What brokers, agents, MGAs, banks and associations say about Coverbridge: a 4.8 average rating from more than 150,000 clients all over the world.',
  path: '/testimonial',
})

export default function TestimonialPage() {
  return (
    <>
      <PageBanner
        title="Our clients word"
        crumbs={[{ label: 'Testimonials' }]}
        lead="Brokers, agents, MGAs, banks and associations on what changed after they started quoting with Coverbridge."
      />

      <Section aria-labelledby="stories-heading">
        <SectionHeading
          id="stories-heading"
          eyebrow="Client stories"
          title="From a morning of chasing quotes to a bound policy"
          align="center"
        />
        <TestimonialSlider
          label="Client stories"
          testimonials={testimonials.slice(0, 3)}
          variant="centered"
          fade
          counter
          autoplayMs={3000}
          className="mx-auto max-w-3xl"
        />
      </Section>

      <Section tone="dark" aria-labelledby="more-stories-heading">
        <div className="grid grid-cols-1 gap-10 lg:grid-cols-[1fr_1.8fr] lg:gap-16">
          <SectionHeading
            id="more-stories-heading"
            eyebrow="In their words"
            title="Why firms stay with us"
            lead="Wholesalers, banks, PEOs, associations and agents on the support behind the software."
            dark
            className="mb-0"
          />
          <TestimonialSlider
            label="More client testimonials"
            testimonials={testimonials.slice(3)}
            fade
            dots
            dark
            autoplayMs={6000}
          />
        </div>
      </Section>

      <Section aria-labelledby="rating-heading">
        <div className="rounded-card border border-line bg-surface-alt p-6 md:p-10">
          <h2 id="rating-heading" className="sr-only">
            Our rating and our partners
          </h2>
          <div className="flex flex-col gap-6 md:flex-row md:items-center md:justify-between">
            <div className="flex items-center gap-5">
              <p className="text-6xl font-extrabold tracking-tight text-navy-800">4.8</p>
              <div>
                <Rating value={4.8} step={0.1} size={22} />
                <p className="mt-1 font-semibold text-ink">Average rating</p>
              </div>
            </div>
            <p className="text-2xl font-bold text-ink md:text-right">
              150,000+ Client all over the world
            </p>
          </div>
          <div className="mt-8 border-t border-line pt-8">
            <p className="mb-4 text-sm font-semibold tracking-wider text-muted uppercase">
              Carriers and markets on the platform
            </p>
            <PartnerSlider partners={partners} label="Carriers and markets on the platform" />
          </div>
        </div>
      </Section>
    </>
  )
}
