import { Img } from '@/components/ui/img'
import { Slider } from '@/components/ui/slider'
import type { SizedImage } from '@/content/projects'
import { firstScreenSrc } from '@/lib/inline-image'
import { imageSource } from '@/lib/images/manifest'

/** Project details carousel: autoplay every 3000 ms, 500 ms slide speed. */
export const PROJECT_CAROUSEL_AUTOPLAY_MS = 3000
/** Embla's duration unit: 25 is about 500 ms (components/ui/slider.tsx). */
const SPEED_500_MS = 25

export function ProjectCarousel({ images, label }: { images: SizedImage[]; label: string }) {
  return (
    <Slider
      label={label}
      autoplayMs={PROJECT_CAROUSEL_AUTOPLAY_MS}
      duration={SPEED_500_MS}
      arrows
      dots
      slides={images.map((image, index) => (
        <Img
          key={image.src}
          src={index === 0 ? firstScreenSrc(image.src) : imageSource(image.src)}
          alt={image.alt}
          width={image.width}
          height={image.height}
          loading={index === 0 ? 'eager' : 'lazy'}
          fetchPriority={index === 0 ? 'high' : undefined}
          className="h-auto w-full rounded-card bg-surface-alt"
        />
      ))}
    />
  )
}
