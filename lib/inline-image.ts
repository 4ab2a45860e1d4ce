import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { imageSource } from '@/lib/images/manifest'
import { drawableSvg } from '@/lib/images/outlined'
import type { Photo } from '@/lib/images/photo'

/**
 * An SVG of public/ as a data URL, read at build time, for the few images that are drawn in the
 * first screen: the picture arrives with the HTML instead of a round trip later (the file stays
 * in public/ for links, feeds and JSON-LD). `src` is the file's site path, like `/icon.svg`.
 * A picture's words stay in the picture: an SVG with <text> comes as its copy with the words drawn
 * as shapes (lib/images/outlined.ts), so that drawn inline they are no text of the page.
 */
export function svgDataUrl(src: string): string {
  const file = join(process.cwd(), 'public', ...src.split('/').filter(Boolean))
  const source = readFileSync(file, 'utf8')
  const drawn = drawableSvg(src, source)
  // A copy with its words drawn as shapes is several times its file (12 to 19 KB for a product's
  // cover, from 2): its root names the file (`data-src`), so that a page drawing it inline has its
  // router payload point at the file rather than carry the copy a second time (lib/inline-svg.ts,
  // scripts/lib/export/lean-payload.mjs). A picture without words is its file as it is.
  const markup =
    drawn === source ? drawn : drawn.replace(/<svg\b/i, `<svg data-src="${escapeAttribute(src)}"`)
  return `data:image/svg+xml,${encodeURIComponent(markup)}`
}

const escapeAttribute = (text: string) => text.replace(/[&"<]/g, (c) => `&#${c.charCodeAt(0)};`)

/**
 * The src of an image a page draws in its first screen (its largest paint, as a rule): a site
 * SVG rides in the page as a data URL, since a fetch started only once the HTML is parsed costs
 * a phone on a slow network a round trip or two; a photo is its variants (lib/images), which the
 * element loads eagerly and at high priority, the one that fits the screen.
 */
export function firstScreenSrc(src: string): string | Photo {
  return src.startsWith('/') && !src.startsWith('//') && /\.svg$/i.test(src)
    ? svgDataUrl(src)
    : imageSource(src)
}
