import { useId, type CSSProperties } from 'react'
import { cn } from '@/lib/cn'
import { pageHref } from '@/lib/paths'
import { scopedIds, type InlineSvgParts } from '@/lib/inline-svg'

/**
 * A site SVG drawn in the page (lib/inline-svg.ts says why), in place of the <img> it would be:
 * the same box (the classes; the width and height give its proportions, as an image's do, and
 * not its size: an <svg> with a width attribute keeps that width as its least, which widened a
 * phone's card to 1200 px), named by the alt text as an image is (or hidden
 * from assistive technology when decorative), left out of the search index, and cut to its box
 * like an image with `object-cover` when it has that class. `inline-picture` gives it the text
 * styles an SVG has as an image, whatever the text around it.
 */
export function InlineSvg({
  parts,
  alt,
  width,
  height,
  className,
  style,
  testId,
}: {
  parts: InlineSvgParts
  alt: string
  width: number
  height: number
  className?: string
  style?: CSSProperties
  testId?: string
}) {
  // One prefix per drawing keeps its ids apart from the page's and another drawing's.
  const prefix = `${useId().replace(/[^\w-]/g, '')}-`
  return (
    <svg
      // The file a drawn copy was read from (lib/inline-svg.ts) names the element, which the
      // router payload keeps and the HTML does not: the payload served draws that file instead
      // of a second copy of the drawing (scripts/lib/export/lean-payload.mjs).
      key={parts.file && pageHref(parts.file)}
      viewBox={parts.viewBox}
      preserveAspectRatio={/\bobject-cover\b/.test(className ?? '') ? 'xMidYMid slice' : undefined}
      role={alt ? 'img' : undefined}
      aria-label={alt || undefined}
      aria-hidden={alt ? undefined : true}
      data-pagefind-ignore=""
      data-first-screen=""
      data-testid={testId}
      className={cn('inline-picture', className)}
      style={{ '--ratio': `${width} / ${height}`, ...style } as CSSProperties}
      dangerouslySetInnerHTML={{
        __html: `<g${parts.inherited}>${scopedIds(parts.body, prefix)}</g>`,
      }}
    />
  )
}
