'use client'

import type { Photo } from '@/lib/images/photo'
import { Picture } from '@/components/ui/picture'
import { useState, type ReactNode } from 'react'
import { ProductMainView } from './product-main-view'
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
   * The first view as the page draws it on the server (a ProductMainView of its firstScreenSrc):
   * the view a visitor lands on paints with the HTML. The thumbnails keep the files.
   */
  firstView?: ReactNode
}) {
  const [selected, setSelected] = useState(0)
  return (
    <div>
      <div className="overflow-hidden rounded-card border border-line bg-surface-alt">
        {selected === 0 && firstView ? (
          firstView
        ) : (
          <ProductMainView
            src={images[selected] ?? ''}
            title={title}
            index={selected}
            count={images.length}
          />
        )}
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
