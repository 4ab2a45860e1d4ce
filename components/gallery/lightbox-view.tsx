'use client'

import Lightbox from 'yet-another-react-lightbox'
// Imported here, not globally: the lightbox's CSS arrives with its code, on first open.
import 'yet-another-react-lightbox/styles.css'
import type { SizedImage } from '@/content/schemas'

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
  return (
    <Lightbox
      open
      index={index}
      close={onClose}
      slides={slides}
      on={{ view: ({ index: current }) => onIndexChange(current) }}
      labels={{
        Lightbox: 'Image viewer',
        Previous: 'Previous image',
        Next: 'Next image',
        Close: 'Close image viewer',
        'Photo gallery': 'Project images',
      }}
      styles={{ container: { backgroundColor: 'rgb(11 27 51 / 0.94)' } }}
    />
  )
}
