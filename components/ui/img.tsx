import type { ComponentProps } from 'react'
import { pageHref } from '@/lib/paths'

type ImgProps = Omit<ComponentProps<'img'>, 'src' | 'alt' | 'width' | 'height'> & {
  src: string
  /** Meaningful text, or '' for decoration. */
  alt: string
  width: number
  height: number
  /** Above the fold (the hero): load eagerly with high priority. */
  priority?: boolean
}

/**
 * The site's image element. Images are pre-sized local files and a static host has no image
 * optimiser, so next/image would only add client JavaScript: a plain <img> with width and height
 * (no layout shift), lazy unless it is the hero.
 */
export function Img({ priority, alt, loading, src, ...props }: ImgProps) {
  return (
    // eslint-disable-next-line @next/next/no-img-element
    <img
      alt={alt}
      loading={loading ?? (priority ? 'eager' : 'lazy')}
      fetchPriority={priority ? 'high' : undefined}
      decoding={priority ? 'sync' : 'async'}
      src={pageHref(src)}
      {...props}
    />
  )
}
