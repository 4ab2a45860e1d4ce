/**
 * The previews of the marketing lists: a testimonial in each style the site draws it, a service
 * card in its grid, a customer segment open on /customers, a co-founder on /about-us.
 */
import { AboutView } from '@/components/about/about-view'
import { FeatureList } from '@/components/marketing/feature-grid'
import { CustomersView } from '@/components/offerings/customers-view'
import { TestimonialCard } from '@/components/testimonials/testimonial-card'
import { Section } from '@/components/ui/section'
import {
  customerSegmentSchema,
  founderSchema,
  serviceCardSchema,
  testimonialSchema,
} from '@/content/marketing/schema'
import { aboutPageSchema, customersPageSchema } from '@/content/pages/schema'
import { useAmongOthers, useOtherFile } from '../other-files'
import { preview, type DrawProps } from '../preview'
import { pathOf, useCompany, useSettings, Waiting } from '../site-data'

/**
 * A testimonial shows in sliders, one slide at a time: each of its looks here, on the band it
 * sits on (the home page's dark slider, /testimonial's centred one, /service-v2's boxed cards).
 */
function TestimonialLooks({ value }: DrawProps<typeof testimonialSchema>) {
  return (
    <>
      <Section tone="dark">
        <TestimonialCard testimonial={value} dark className="max-w-3xl" />
      </Section>
      <Section>
        <TestimonialCard testimonial={value} variant="centered" className="mx-auto max-w-3xl" />
      </Section>
      <Section tone="alt">
        <TestimonialCard testimonial={value} variant="boxed" className="max-w-xl" />
      </Section>
    </>
  )
}

/** A service card among the cards of its grid (those of the same page), as the grids lay them. */
function ServiceCardGrid({ value, entry }: DrawProps<typeof serviceCardSchema>) {
  const cards = useAmongOthers('service-cards', serviceCardSchema, entry.file, value)
  return (
    <Section tone="alt">
      <FeatureList items={cards.filter((card) => card.page === value.page)} />
    </Section>
  )
}

function SegmentPage({ value, entry }: DrawProps<typeof customerSegmentSchema>) {
  const copy = useOtherFile('pages', 'customers', customersPageSchema)
  const segments = useAmongOthers('segments', customerSegmentSchema, entry.file, value)
  if (!copy) return <Waiting on={{ [pathOf('pages', 'customers')]: copy }} />
  return <CustomersView copy={copy} customerSegments={segments} open={value.slug} />
}

function FounderPage({ value, entry }: DrawProps<typeof founderSchema>) {
  const copy = useOtherFile('pages', 'about-us', aboutPageSchema)
  const company = useCompany()
  const settings = useSettings()
  const founders = useAmongOthers('founders', founderSchema, entry.file, value)
  if (!copy || !company || !settings) {
    return (
      <Waiting
        on={{
          [pathOf('pages', 'about-us')]: copy,
          [pathOf('shared', 'company')]: company,
          [pathOf('site', 'settings')]: settings,
        }}
      />
    )
  }
  return (
    <AboutView
      copy={copy}
      tagline={settings.tagline}
      story={company.story}
      values={company.values}
      stats={company.stats}
      founders={founders}
    />
  )
}

export const marketingItemPreviews = [
  preview({ collection: 'testimonials' }, testimonialSchema, TestimonialLooks),
  preview({ collection: 'service-cards' }, serviceCardSchema, ServiceCardGrid),
  preview({ collection: 'segments' }, customerSegmentSchema, SegmentPage),
  preview({ collection: 'founders' }, founderSchema, FounderPage),
]
