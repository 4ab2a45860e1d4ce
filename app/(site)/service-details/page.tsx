import { Img } from '@/components/ui/img'
import { PageBanner } from '@/components/layout/page-banner'
import { NewsletterBox } from '@/components/marketing/newsletter-box'
import { ProcessSteps } from '@/components/services/process-steps'
import { ServiceMenu } from '@/components/services/service-menu'
import { ButtonLink } from '@/components/ui/button'
import { Container } from '@/components/ui/container'
import { Icon } from '@/components/ui/icon'
import {
  qualifications,
  serviceDetail,
  serviceMenu,
  serviceQuote,
  serviceSteps,
} from '@/content/marketing'
import { pageMetadata } from '@/lib/metadata'

export const metadata = pageMetadata({
  title: 'Service Details',
  description:
    'Business loans with the required insurance arranged at the same table: how it works in three steps, who qualifies, and how to talk to our team.',
  path: '/service-details',
})

export default function ServiceDetailsPage() {
  return (
    <>
      <PageBanner
        title={serviceDetail.title}
        crumbs={[{ href: '/service-v2', label: 'Services' }, { label: serviceDetail.title }]}
        lead={serviceDetail.lead}
      />
      <Container className="grid gap-10 py-12 md:py-20 lg:grid-cols-[1fr_340px] lg:gap-12">
        <div className="min-w-0">
          <Img
            src="/images/services/business-loan.svg"
            alt={serviceDetail.imgAlt}
            width={960}
            height={540}
            className="h-auto w-full rounded-card"
          />
          <div className="mt-8 space-y-4 text-lg text-muted">
            {serviceDetail.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>

          <section aria-labelledby="process-heading" className="mt-12">
            <h2 id="process-heading" className="mb-6 text-3xl font-bold text-ink">
              How it works
            </h2>
            <ProcessSteps steps={serviceSteps} />
          </section>

          <figure className="mt-12 rounded-card border-l-4 border-accent bg-surface-alt p-6 md:p-8">
            <blockquote className="text-xl leading-relaxed text-ink md:text-2xl">
              <p>“{serviceQuote.text}”</p>
            </blockquote>
            <figcaption className="mt-4 text-muted">
              <span className="font-semibold text-ink">{serviceQuote.author}</span>,{' '}
              {serviceQuote.role}
            </figcaption>
          </figure>

          <section aria-labelledby="qualifications-heading" className="mt-12">
            <h2 id="qualifications-heading" className="text-3xl font-bold text-ink">
              Who qualifies
            </h2>
            <p className="mt-3 text-lg text-muted">To apply, you will need to be:</p>
            <ul className="mt-6 grid gap-3 sm:grid-cols-2">
              {qualifications.map((item) => (
                <li
                  key={item}
                  className="flex items-center gap-3 rounded-control border border-line bg-white px-4 py-3 font-medium text-ink"
                >
                  <span className="inline-flex size-7 shrink-0 items-center justify-center rounded-full bg-accent-soft text-accent-strong">
                    <Icon name="check" size={16} />
                  </span>
                  {item}
                </li>
              ))}
            </ul>
          </section>

          <div className="mt-12 flex flex-col items-start gap-4 rounded-card bg-navy-800 p-6 text-white sm:flex-row sm:items-center sm:justify-between md:p-8">
            <p className="text-xl font-semibold">Ready to start your application?</p>
            <ButtonLink href="/contact" variant="accent" size="lg">
              Let&apos;s Talk
            </ButtonLink>
          </div>
        </div>

        <aside aria-label="Services and newsletter" className="space-y-6">
          <ServiceMenu services={serviceMenu} />
          <NewsletterBox />
        </aside>
      </Container>
    </>
  )
}
