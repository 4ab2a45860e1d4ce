'use client'

import type { Photo } from '@/lib/images/photo'
import { Picture } from '@/components/ui/picture'
import { useState } from 'react'
import { cn } from '@/lib/cn'

/** Main product image with three thumbnails that switch it. */
export function ProductGallery({
  images,
  title,
  firstView,
}: {
  /** The three views: SVG paths, or photos the server resolved (lib/images/manifest.ts). */
  images: readonly (string | Photo)[]
  title: string
  /**
   * The first image as the page carries it (a data URL made on the server, see firstScreenSrc):
   * the view a visitor lands on paints with the HTML. The thumbnails keep the files.
   */
  firstView?: string | Photo
}) {
  const [selected, setSelected] = useState(0)
  const main = (selected === 0 ? firstView : images[selected]) ?? images[0] ?? ''
  return (
    <div>
      <div className="overflow-hidden rounded-card border border-line bg-surface-alt">
        <Picture
          kind="product"
          slot="productMain"
          src={main}
          alt={`${title}, view ${selected + 1} of ${images.length}`}
          loading="eager"
          fetchPriority="high"
          data-testid="main-product-image"
          className="aspect-square h-auto w-full object-cover"
        />
      </div>
      <ul className="mt-4 grid grid-cols-3 gap-3" aria-label="Product images">
        {images.map((src, index) => (
          <li key={index}>
            <button
              type="button"
              onClick={() => setSelected(index)}
              aria-label={`Show view ${index + 1} of ${images.length}`}
              aria-pressed={index === selected}
              className={cn(
                'block w-full overflow-hidden rounded-control border-2 bg-surface-alt transition-colors',
                index === selected ? 'border-navy-800' : 'border-line hover:border-navy-200',
              )}
            >
              <Picture
                kind="product"
                slot="productThumb"
                src={src}
                className="aspect-square h-auto w-full object-cover"
              />
            </button>
          </li>
        ))}
      </ul>
    </div>
  )
}
