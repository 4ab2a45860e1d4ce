import type { ComponentProps } from 'react'
import { isPhoto, PHOTO_FORMATS, srcSetOf, variantPath, type Photo } from '@/lib/images/photo'
import { sizesOf, type SlotName } from '@/lib/images/slots'
import { inlineSvgParts } from '@/lib/inline-svg'
import { pageHref } from '@/lib/paths'
import { InlineSvg } from './inline-svg'

type ImgProps = Omit<ComponentProps<'img'>, 'src' | 'alt' | 'width' | 'height'> & {
  /** A site path or data URL (SVG), or a photo the build made variants of (lib/images). */
  src: string | Photo
  /** Meaningful text, or '' for decoration. */
  alt: string
  /** The size an SVG is drawn at; a photo brings its own. */
  width: number
  height: number
  /** Above the fold (the hero): load eagerly with high priority. */
  priority?: boolean
  /** Where a photo is drawn: its `sizes`, so the browser picks the variant that fits. */
  slot?: SlotName
}

/** The variant a browser without srcset gets: the first at least 720 px wide (a phone at DPR 2). */
const plainWidth = (photo: Photo) => photo.widths.find((w) => w >= 720) ?? photo.widths.at(-1)!

/**
 * The site's image element. Images are local files and a static host has no image optimiser, so
 * next/image would only add client JavaScript: a plain <img> with width and height (no layout
 * shift), lazy unless it is the hero. A photo becomes a <picture> with AVIF and WebP sources and
 * a JPEG or PNG fallback, each a srcset of the widths its slot needs. A first-screen SVG that the
 * page carries (a data URL, lib/inline-image.ts) is drawn inline, as markup of the page.
 */
export function Img({ priority, alt, loading, src, slot = 'wide', ...props }: ImgProps) {
  const inline = typeof src === 'string' ? inlineSvgParts(src) : null
  if (inline) {
    return (
      <InlineSvg
        parts={inline}
        alt={alt}
        width={props.width}
        height={props.height}
        className={props.className}
        style={props.style}
        testId={(props as { 'data-testid'?: string })['data-testid']}
      />
    )
  }
  const common = {
    loading: loading ?? (priority ? 'eager' : 'lazy'),
    fetchPriority: priority ? ('high' as const) : undefined,
    decoding: priority ? ('sync' as const) : ('async' as const),
  }
  if (!isPhoto(src)) {
    // eslint-disable-next-line @next/next/no-img-element
    return <img alt={alt} {...common} src={pageHref(src)} {...props} />
  }
  const sizes = sizesOf(slot)
  return (
    <picture>
      {PHOTO_FORMATS.map((format) => (
        <source
          key={format}
          type={`image/${format}`}
          srcSet={srcSetOf(src, format, pageHref)}
          sizes={sizes}
        />
      ))}
      <img
        alt={alt}
        {...common}
        {...props}
        src={pageHref(variantPath(src, plainWidth(src), src.fallback))}
        srcSet={srcSetOf(src, src.fallback, pageHref)}
        sizes={sizes}
        width={src.width}
        height={src.height}
      />
    </picture>
  )
}
