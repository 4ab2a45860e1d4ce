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
import { serviceDetail, serviceMenu, serviceSteps } from '@/content/marketing'
import { firstScreenSrc } from '@/lib/inline-image'
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
          {/* Under the banner, the largest thing on a phone's first screen: it rides in the page. */}
          <Img
            src={firstScreenSrc('/images/services/business-loan.svg')}
            alt={serviceDetail.imgAlt}
            width={960}
            height={540}
            priority
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

          <ServiceQuote />
          <ServiceQualifications />
          <ServiceCallToAction />
        </div>

        <aside aria-label="Services and newsletter" className="space-y-6">
          <ServiceMenu services={serviceMenu} />
          <NewsletterBox />
        </aside>
      </Container>
    </>
  )
}
