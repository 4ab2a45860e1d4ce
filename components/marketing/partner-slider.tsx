import { Img } from '@/components/ui/img'
import { Slider } from '@/components/ui/slider'
import type { Partner } from '@/content/marketing'
import { imageSource } from '@/lib/images/manifest'

/**
 * Partner logo slider: 5 logos in view, 4 below 992 px, 3 below 768 px, 2 below 576 px;
 * autoplay every 3500 ms. The breakpoints are the spec's, not Tailwind's defaults (640/1024).
 */
export const PARTNER_SLIDE_CLASS =
  'basis-1/2 min-[576px]:basis-1/3 min-[768px]:basis-1/4 min-[992px]:basis-1/5'

export function PartnerSlider({
  partners,
  label = 'Our partners',
}: {
  partners: Partner[]
  label?: string
}) {
  return (
    <Slider
      label={label}
      autoplayMs={3500}
      slideClassName={PARTNER_SLIDE_CLASS}
      slides={partners.map((partner) => (
        <div
          key={partner.name}
          className="flex h-20 items-center justify-center rounded-control border border-line bg-white px-3"
        >
          <Img
            src={imageSource(partner.img)}
            alt={partner.name}
            width={200}
            height={64}
            className="h-auto max-h-12 w-full max-w-[160px]"
          />
        </div>
      ))}
    />
  )
}
