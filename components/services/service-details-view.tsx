import { Img } from '@/components/ui/img'
import { PageBanner } from '@/components/layout/page-banner'
import { NewsletterBox } from '@/components/marketing/newsletter-box'
import { ProcessSteps } from '@/components/services/process-steps'
import {
  ServiceCallToAction,
  ServiceQualifications,
  ServiceQuote,
} from '@/components/services/service-detail-sections'
import { ServiceMenu } from '@/components/services/service-menu'
import { Container } from '@/components/ui/container'
import type { ServicesCopy } from '@/content/marketing/schema'
import { firstScreenSrc } from '@/lib/inline-image'

/** /service-details under the header: the service, its steps, who qualifies, and the side menu. */
export function ServiceDetailsView({ services }: { services: ServicesCopy }) {
  return (
    <>
      <PageBanner
        title={services.serviceDetail.title}
        crumbs={[
          { href: '/service-v2', label: 'Services' },
          { label: services.serviceDetail.title },
        ]}
        lead={services.serviceDetail.lead}
      />
      <Container className="grid gap-10 py-12 md:py-20 lg:grid-cols-[1fr_340px] lg:gap-12">
        <div className="min-w-0">
          {/* Under the banner, the largest thing on a phone's first screen: it rides in the page. */}
          <Img
            src={firstScreenSrc('/images/services/business-loan.svg')}
            alt={services.serviceDetail.imgAlt}
            width={960}
            height={540}
            priority
            className="h-auto w-full rounded-card"
          />
          <div className="mt-8 space-y-4 text-lg text-muted">
            {services.serviceDetail.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>

          <section aria-labelledby="process-heading" className="mt-12">
            <h2 id="process-heading" className="mb-6 text-3xl font-bold text-ink">
              How it works
            </h2>
            <ProcessSteps steps={services.serviceSteps} />
          </section>

          <ServiceQuote quote={services.serviceQuote} />
          <ServiceQualifications qualifications={services.qualifications} />
          <ServiceCallToAction />
        </div>

        <aside aria-label="Services and newsletter" className="space-y-6">
          <ServiceMenu services={services.serviceMenu} />
          <NewsletterBox />
        </aside>
      </Container>
    </>
  )
}
