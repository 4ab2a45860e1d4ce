import { Link } from '@/components/ui/link'
import { FeatureCard } from '@/components/home/feature-card'
import { JsonLd } from '@/components/seo/json-ld'
import { TestimonialSlider } from '@/components/testimonials/testimonial-slider'
import { ButtonLink } from '@/components/ui/button'
import { Img } from '@/components/ui/img'
import { Container } from '@/components/ui/container'
import { Section, SectionHeading } from '@/components/ui/section'
import { serviceCardsFor, testimonials } from '@/content/marketing'
import { siteConfig } from '@/content/site'
import { organizationJsonLd, websiteJsonLd } from '@/lib/json-ld'
import { pageMetadata } from '@/lib/metadata'

export const metadata = pageMetadata({
  title: 'Home',
  description:
    'Rate, quote and bind specialty insurance in under 5 minutes. Coverbridge gives brokers, agents and MGAs more than five quotes from fewer than ten questions, in one portal with a full API.',
  path: '/',
})

const proof = [
  { value: '4.8', label: 'average rating from our clients' },
  { value: '150,000+', label: 'clients all over the world' },
  { value: '50', label: 'states where we are licensed' },
  { value: '< 5 min', label: 'from first question to bound policy' },
]

const audiences = [
  'Wholesale brokers',
  'Retail agents',
  'MGAs & MGUs',
  'Associations',
  'Community banks',
  'Carriers & PEOs',
]

export default function HomePage() {
  const features = serviceCardsFor('home')
  return (
    <>
      <JsonLd data={organizationJsonLd()} />
      <JsonLd data={websiteJsonLd()} />
      <section className="on-dark relative overflow-hidden bg-navy-950 text-white">
        <div
          aria-hidden="true"
          className="absolute inset-0 bg-[radial-gradient(60rem_30rem_at_85%_-10%,rgb(20_184_166/0.25),transparent)]"
        />
        <Container className="relative grid items-center gap-12 py-16 md:py-24 lg:grid-cols-[1.05fr_1fr]">
          <div>
            <p className="mb-4 inline-flex rounded-full border border-white/20 px-3 py-1 text-sm font-semibold text-accent">
              Specialty insurance, one portal
            </p>
            <h1 className="text-4xl leading-tight font-extrabold tracking-tight md:text-6xl md:leading-[1.05]">
              Rate, quote and bind specialty insurance in under 5 minutes
            </h1>
            <p className="mt-6 max-w-xl text-lg text-navy-100 md:text-xl">
              {siteConfig.tagline} Answer fewer than ten questions, compare more than five bindable
              quotes, and bind without leaving the page.
            </p>
            <div className="mt-8 flex flex-wrap gap-3">
              <ButtonLink href="/contact" variant="accent" size="lg">
                Learn More<span className="sr-only"> about Coverbridge</span>
              </ButtonLink>
              <ButtonLink href="/what-we-offer" variant="onDark" size="lg">
                See what we offer
              </ButtonLink>
            </div>
          </div>
          <Img
            src="/images/hero/quote-compare.svg"
            alt="A Coverbridge quote comparison: five carrier quotes for a general liability risk, each with a Bind button"
            width={640}
            height={520}
            priority
            className="h-auto w-full max-w-[640px] justify-self-center rounded-card"
          />
        </Container>
      </section>

      <section aria-label="Coverbridge in numbers" className="border-b border-line bg-white">
        <Container>
          <dl className="grid grid-cols-2 gap-x-6 gap-y-8 py-10 md:grid-cols-4">
            {proof.map((item) => (
              <div key={item.label} className="flex flex-col-reverse">
                <dt className="mt-1 text-sm text-muted">{item.label}</dt>
                <dd className="text-3xl font-bold tracking-tight text-navy-800 md:text-4xl">
                  {item.value}
                </dd>
              </div>
            ))}
          </dl>
        </Container>
      </section>

      <Section tone="alt" aria-labelledby="features-heading">
        <SectionHeading
          id="features-heading"
          eyebrow="Key Features"
          title="Everything a producer needs to place specialty risk fast"
          lead="One short application, real carrier quotes side by side, and a bind button at the end. No re-keying, no waiting on email."
        />
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {features.map((feature) => (
            <li key={feature.id}>
              <FeatureCard icon={feature.icon} title={feature.title} desc={feature.desc} />
            </li>
          ))}
        </ul>
      </Section>

      <Section aria-labelledby="audience-heading">
        <div className="grid gap-10 lg:grid-cols-2 lg:items-center">
          <SectionHeading
            id="audience-heading"
            eyebrow="Who we serve"
            title="Built for everyone who places specialty risk"
            lead="Wholesale and retail, program and bank channel: each gets the same fast workflow, with the controls their business needs."
            flush
          />
          <div>
            <ul className="grid grid-cols-1 gap-3 xs:grid-cols-2">
              {audiences.map((audience) => (
                <li
                  key={audience}
                  className="flex items-center gap-3 rounded-control border border-line bg-surface-alt px-4 py-3 font-medium text-ink"
                >
                  <span aria-hidden="true" className="size-2 rounded-full bg-accent" />
                  {audience}
                </li>
              ))}
            </ul>
            <Link
              href="/customers"
              className="mt-6 inline-flex min-h-11 items-center font-semibold text-accent-strong underline underline-offset-4"
            >
              See how each segment uses Coverbridge
            </Link>
          </div>
        </div>
      </Section>

      <Section tone="dark" aria-labelledby="testimonials-heading">
        <SectionHeading
          id="testimonials-heading"
          eyebrow="Client testimonials"
          title="What brokers say after their first week"
          dark
        />
        <TestimonialSlider
          label="Client testimonials"
          testimonials={testimonials}
          fade
          dots
          dark
          className="max-w-3xl"
        />
      </Section>
    </>
  )
}
