import { PartnerSlider } from '@/components/marketing/partner-slider'
import { Rating } from '@/components/ui/rating'
import { Section } from '@/components/ui/section'
import type { Partner } from '@/content/marketing/schema'

/** The average rating, the client count and the carriers on the platform. */
export function RatingAndPartners({ partners }: { partners: Partner[] }) {
  return (
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
  )
}
