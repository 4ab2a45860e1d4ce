import { PageBanner } from '@/components/layout/page-banner'
import { RatingAndPartners } from '@/components/testimonials/rating-and-partners'
import { TestimonialSlider } from '@/components/testimonials/testimonial-slider'
import { Section, SectionHeading } from '@/components/ui/section'
import type { Partner, Testimonial } from '@/content/marketing/schema'
import type { TestimonialPageCopy } from '@/content/pages/schema'

/** /testimonial under the header: client stories, more of them, the rating and the partners. */
export function TestimonialView({
  copy,
  testimonials,
  partners,
}: {
  copy: TestimonialPageCopy
  testimonials: Testimonial[]
  partners: Partner[]
}) {
  const { banner, stories, more } = copy
  return (
    <>
      <PageBanner title={banner.title} crumbs={[{ label: banner.crumb }]} lead={banner.lead} />

      <Section
        heading={{
          id: 'stories-heading',
          eyebrow: stories.eyebrow,
          title: stories.title,
          align: 'center',
        }}
      >
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
          <SectionHeading id="more-stories-heading" {...more} dark className="mb-0" />
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

      <RatingAndPartners partners={partners} />
    </>
  )
}
