/**
 * A first-screen SVG drawn as part of the page instead of as an image. An <img> of an SVG data URL
 * arrives with the HTML but still costs a phone's first frame: the browser builds a separate
 * document for the picture, lays it out and paints it on the main thread before the page's text
 * can show (about 90 ms of a 4x slower CPU for the home page's hero, more than the rest of its
 * first screen). Markup in the page is laid out and painted with the text.
 *
 * Only shapes and paint servers are taken in: markup with a script, a style sheet, a foreign
 * object, an external image or link, or an event handler stays an image (where none of it runs),
 * and so does markup with words (<text>): inline, they would be the page's text, read by search
 * engines, find-in-page and contrast checkers as its copy. The build draws a picture's words as
 * shapes (lib/images/outlined.ts); one it could not draw stays an image, its words in it.
 */

export const SVG_DATA_URL = 'data:image/svg+xml,'

/** The elements an inlined picture may hold. */
const SHAPES = new Set(
  (
    'svg g path rect circle ellipse line polyline polygon title desc defs ' +
    'lineargradient radialgradient stop clippath mask pattern symbol use'
  ).split(' '),
)

/** The root's attributes that become the React <svg>'s own or that describe it as an image. */
const ROOT_OWN = new Set(['xmlns', 'xmlns:xlink', 'width', 'height', 'viewbox', 'role', 'version'])

export type InlineSvgParts = {
  viewBox: string
  /**
   * The site path of the file the picture was read from, when its root names it (`data-src`,
   * lib/inline-image.ts): the page's router payload draws that file instead of the markup.
   */
  file?: string
  /** The root's other attributes (presentation: font-family, fill, ...), as markup. */
  inherited: string
  /** What the root holds, without its title and description (the alt text names it). */
  body: string
}

const ATTRIBUTE = /([^\s=/>]+)(?:\s*=\s*("[^"]*"|'[^']*'))?/g

/** The parts of an SVG data URL to draw inline, or null when it must stay an image. */
export function inlineSvgParts(src: string): InlineSvgParts | null {
  if (!src.startsWith(SVG_DATA_URL)) return null
  let markup: string
  try {
    markup = decodeURIComponent(src.slice(SVG_DATA_URL.length))
  } catch {
    return null
  }
  markup = markup
    .replace(/<\?xml[\s\S]*?\?>/g, '')
    .replace(/<!--[\s\S]*?-->/g, '')
    .trim()
  const root = /^<svg\b([^>]*)>([\s\S]*)<\/svg>$/i.exec(markup)
  if (!root || !safe(markup)) return null
  const [, attributes = '', content = ''] = root
  let viewBox = ''
  let inherited = ''
  let file: string | undefined
  for (const [, name = '', quoted] of attributes.matchAll(ATTRIBUTE)) {
    const key = name.toLowerCase()
    if (key === 'viewbox') viewBox = quoted?.slice(1, -1) ?? ''
    else if (key === 'data-src') file = sitePath(quoted?.slice(1, -1) ?? '')
    else if (!ROOT_OWN.has(key) && !key.startsWith('aria-') && quoted) {
      inherited += ` ${name}=${quoted}`
    }
  }
  if (!viewBox) return null
  const body = content.replace(/<(title|desc)\b[^>]*>[\s\S]*?<\/\1>/gi, '').trim()
  return file ? { viewBox, inherited, body, file } : { viewBox, inherited, body }
}

/** A site path named by `data-src` (an SVG of the site, '/images/...'), or undefined. */
function sitePath(value: string): string | undefined {
  const path = value.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)))
  return /^\/(?!\/)[^"<>\\?#,\s]*\.svg$/i.test(path) ? path : undefined
}

/** Whether the markup holds only the elements of SHAPES, no handler and no link out. */
function safe(markup: string): boolean {
  for (const [, name = ''] of markup.matchAll(/<([a-zA-Z][\w:-]*)/g)) {
    if (!SHAPES.has(name.toLowerCase())) return false
  }
  if (/\son[a-z]+\s*=/i.test(markup) || /<!\[CDATA\[|<!DOCTYPE|<!ENTITY/i.test(markup)) return false
  // A link may point inside the picture only (a gradient, a clip path), never out of it.
  for (const [, value = ''] of markup.matchAll(/(?:href|url\()\s*=?\s*["']?\s*([^"')\s]*)/gi)) {
    if (!value.startsWith('#')) return false
  }
  return true
}

/**
 * The body with every id made unique to one drawing (`prefix` + id), and every reference to one
 * (`url(#id)`, `href="#id"`, `aria-*` ids) following it: two pictures on a page, or the page's own
 * ids, never meet.
 */
export function scopedIds(body: string, prefix: string): string {
  const ids = new Set([...body.matchAll(/\sid=["']([^"']+)["']/g)].map(([, id = '']) => id))
  if (ids.size === 0) return body
  const scoped = (id: string) => (ids.has(id) ? prefix + id : id)
  return body
    .replace(/(\sid=["'])([^"']+)(["'])/g, (_, a, id, b) => a + scoped(id) + b)
    .replace(/url\(\s*(["']?)#([^"')]+)\1\s*\)/g, (_, q, id) => `url(${q}#${scoped(id)}${q})`)
    .replace(/(href=["'])#([^"']+)(["'])/g, (_, a, id, b) => `${a}#${scoped(id)}${b}`)
}
