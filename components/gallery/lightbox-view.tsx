'use client'

import Lightbox from 'yet-another-react-lightbox'
// Imported here, not globally: the lightbox's CSS arrives with its code, on first open.
import 'yet-another-react-lightbox/styles.css'
import type { SizedImage } from '@/content/projects'
import { variantPath, type Photo } from '@/lib/images/photo'
import { withBase } from '@/lib/paths'

/**
 * yet-another-react-lightbox, loaded by GalleryLightbox with import() the first time a visitor
 * opens an image. The library brings prev/next buttons, Escape and the left/right arrow keys.
 */
/** A gallery picture; `photo` when the build made variants of it. */
export type LightboxImage = SizedImage & { photo?: Photo }

export default function LightboxView({
  slides,
  index,
  onIndexChange,
  onClose,
}: {
  slides: LightboxImage[]
  index: number
  onIndexChange: (index: number) => void
  onClose: () => void
}) {
  // The library sets each slide's src on its own <img>: the path prefix is added here. A photo
  // opens as its variants, from which the browser takes the widest the screen needs; never the
  // original.
  const shown = slides.map(({ photo, ...slide }) =>
    photo
      ? {
          ...slide,
          src: withBase(variantPath(photo, photo.widths.at(-1) ?? photo.width, 'webp')),
          srcSet: photo.widths.map((width) => ({
            src: withBase(variantPath(photo, width, 'webp')),
            width,
            height: Math.round((width * photo.height) / photo.width),
          })),
        }
      : { ...slide, src: withBase(slide.src) },
  )
  return (
    <Lightbox
      open
      index={index}
      close={onClose}
      slides={shown}
      on={{ view: ({ index: current }) => onIndexChange(current) }}
      labels={{
        Lightbox: 'Image viewer',
        Previous: 'Previous image',
        Next: 'Next image',
        Close: 'Close image viewer',
        'Photo gallery': 'Project images',
      }}
      styles={{ container: { backgroundColor: '#0B1B33' } }}
      render={{
        slideFooter: ({ slide }) => (
          <p className="pointer-events-none absolute inset-x-0 bottom-3 flex justify-center px-16">
            <span className="rounded-full bg-ink/85 px-4 py-1.5 text-center text-sm font-semibold text-white">
              {slide.alt}
              <span className="font-normal text-navy-100">
                {' '}
                · {shown.findIndex((candidate) => candidate.src === slide.src) + 1} of{' '}
                {shown.length}
              </span>
            </span>
          </p>
        ),
      }}
    />
  )
}
