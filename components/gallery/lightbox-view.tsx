'use client'

import Lightbox from 'yet-another-react-lightbox'
// Imported here, not globally: the lightbox's CSS arrives with its code, on first open.
import 'yet-another-react-lightbox/styles.css'
import type { SizedImage } from '@/content/projects'
import { withBase } from '@/lib/paths'

/**
 * yet-another-react-lightbox, loaded by GalleryLightbox with import() the first time a visitor
 * opens an image. The library brings prev/next buttons, Escape and the left/right arrow keys.
 */
export default function LightboxView({
  slides,
  index,
  onIndexChange,
  onClose,
}: {
  slides: SizedImage[]
  index: number
  onIndexChange: (index: number) => void
  onClose: () => void
}) {
  // The library sets each slide's src on its own <img>: the path prefix is added here.
  const shown = slides.map((slide) => ({ ...slide, src: withBase(slide.src) }))
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
