/**
 * The words of an SVG drawn as shapes. A first-screen picture is drawn inline, as markup of the
 * page (lib/inline-svg.ts); a <text> in it would become the page's own copy, read by crawlers,
 * find-in-page, copy and paste and contrast checkers. Here every <text> becomes groups of glyph
 * outlines: each distinct glyph is a <path> (in font units, on a grid of a few), defined once in
 * a <defs> of the drawing, and each place it is set is a <use> of it in a group that scales font
 * units to the text's size (outlines are y-up, hence the negative y scale). Everything else in the
 * file stays as written.
 *
 * The layout follows SVG's text layout for what the site's pictures use: x, y, dx, dy (lists
 * too, per character), text chunks and their text-anchor, font-size, font-weight (the variable
 * font's wght), font-style, letter-spacing, word-spacing, xml:space, tspans inheriting all of it,
 * style attributes, entities. Whatever else can change where or how a glyph is drawn (a baseline
 * other than the alphabetic one, decorations, textPath, rotate, textLength, a gradient fill, a
 * <style> sheet, a character the font lacks) makes the whole picture `kept`: it then stays an
 * image, never drawn inline with its words.
 *
 * Pure: the shaping and the outlines come from a TextShaper (lib/images/text-shaper.ts, HarfBuzz
 * with the site's Inter), so the same input always gives the same output.
 */

export type FontFace = { weight: number; italic: boolean }

export type ShapedGlyph = {
  glyph: number
  /** The index of the glyph's first code point in the shaped text. */
  cluster: number
  xAdvance: number
  xOffset: number
  yOffset: number
}

export type PathCommand = { type: string; values: number[] }

export interface TextShaper {
  /** Font units per em, of advances and outlines alike. */
  readonly upem: number
  /**
   * The glyphs of the code points, in order, 0 for a character the font lacks. `spaced`: the text
   * has letter-spacing, so optional ligatures are off, as a browser turns them off.
   */
  shape(codePoints: number[], face: FontFace, spaced: boolean): ShapedGlyph[]
  /** A glyph's outline in font units, y up. */
  outline(glyph: number, face: FontFace): PathCommand[]
}

/** A glyph as laid out: its outline, and where its origin sits in the picture's user units. */
export type PlacedGlyph = {
  glyph: number
  face: FontFace
  /** Font size in user units. */
  size: number
  /** Pen position (origin of the glyph, its offsets included). */
  x: number
  y: number
  /** Index of the character in the text element (after white space is collapsed). */
  char: number
}

export type OutlineResult =
  | { svg: string; texts: number; glyphs: number; kept?: undefined }
  | { kept: string; svg?: undefined }

/** Why a picture's words cannot be drawn as shapes. */
export class Unsupported extends Error {}

// ---------------------------------------------------------------------------------------------
// A small XML reader: elements, attributes, text, comments and processing instructions, with the
// offsets of each element in the source so that only the text elements are replaced.

type XmlText = { kind: 'text'; text: string }
type XmlElement = {
  kind: 'element'
  name: string
  attrs: [string, string][]
  children: XmlNode[]
  parent: XmlElement | undefined
  /** Offsets in the source: the element from '<' to after its end, and after its start tag. */
  start: number
  end: number
  openEnd: number
}
type XmlNode = XmlText | XmlElement

const ENTITY = /&(?:#x([0-9a-fA-F]+)|#(\d+)|(amp|lt|gt|quot|apos));|&[^;\s<&]*;?/g
const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" }

function decode(raw: string): string {
  return raw.replace(ENTITY, (match, hex?: string, dec?: string, name?: string) => {
    if (name) return NAMED[name]!
    const code = hex ? parseInt(hex, 16) : dec ? parseInt(dec, 10) : NaN
    if (!Number.isFinite(code) || code > 0x10ffff) {
      throw new Unsupported(`an entity XML does not define (${match})`)
    }
    return String.fromCodePoint(code)
  })
}

const START_TAG = /<([A-Za-z_][\w:.-]*)((?:\s+[^\s=/>]+\s*=\s*(?:"[^"]*"|'[^']*'))*)\s*(\/?)>/y
const END_TAG = /<\/([A-Za-z_][\w:.-]*)\s*>/y
const ATTRIBUTE = /([^\s=/>]+)\s*=\s*("[^"]*"|'[^']*')/g

function parse(markup: string): XmlElement {
  const top: XmlElement[] = []
  const stack: XmlElement[] = []
  let at = 0
  while (at < markup.length) {
    const lt = markup.indexOf('<', at)
    const text = markup.slice(at, lt === -1 ? markup.length : lt)
    const parent = stack.at(-1)
    if (text && parent) parent.children.push({ kind: 'text', text: decode(text) })
    else if (text.trim()) throw new Unsupported('text outside the root element')
    if (lt === -1) break
    if (markup.startsWith('<!--', lt)) {
      const end = markup.indexOf('-->', lt + 4)
      if (end === -1) throw new Unsupported('a comment that does not end')
      at = end + 3
    } else if (markup.startsWith('<?', lt)) {
      const end = markup.indexOf('?>', lt + 2)
      if (end === -1) throw new Unsupported('a processing instruction that does not end')
      at = end + 2
    } else if (markup.startsWith('<!', lt)) {
      throw new Unsupported('a DOCTYPE or CDATA section')
    } else if (markup.startsWith('</', lt)) {
      END_TAG.lastIndex = lt
      const match = END_TAG.exec(markup)
      const open = stack.pop()
      if (!match || !open || open.name !== match[1])
        throw new Unsupported('markup that does not parse')
      at = END_TAG.lastIndex
      open.end = at
    } else {
      START_TAG.lastIndex = lt
      const match = START_TAG.exec(markup)
      if (!match) throw new Unsupported('markup that does not parse')
      at = START_TAG.lastIndex
      const [, name = '', attributes = '', selfClosing] = match
      const element: XmlElement = {
        kind: 'element',
        name,
        attrs: [...attributes.matchAll(ATTRIBUTE)].map(([, key = '', quoted = '']) => [
          key,
          decode(quoted.slice(1, -1)),
        ]),
        children: [],
        parent: stack.at(-1),
        start: lt,
        end: at,
        openEnd: at,
      }
      if (element.parent) element.parent.children.push(element)
      else top.push(element)
      if (!selfClosing) stack.push(element)
    }
  }
  if (stack.length) throw new Unsupported('an element that does not end')
  const [root] = top
  if (!root || top.length > 1 || root.name !== 'svg') throw new Unsupported('no single <svg> root')
  return root
}

const attr = (element: XmlElement, name: string) => element.attrs.find(([key]) => key === name)?.[1]

function* elements(element: XmlElement): Generator<XmlElement> {
  yield element
  for (const child of element.children) if (child.kind === 'element') yield* elements(child)
}

// ---------------------------------------------------------------------------------------------
// Properties: an attribute or a declaration of the style attribute (which wins), inherited.

/** Declared on the element (style wins over the attribute), or undefined. */
function declared(element: XmlElement, property: string): string | undefined {
  const style = attr(element, 'style')
  if (style) {
    for (const declaration of style.split(';')) {
      const colon = declaration.indexOf(':')
      if (colon < 0) continue
      if (declaration.slice(0, colon).trim().toLowerCase() === property) {
        const value = declaration
          .slice(colon + 1)
          .replace(/!important/i, '')
          .trim()
        return value === 'inherit' ? undefined : value
      }
    }
  }
  const value = attr(element, property)?.trim()
  return value === 'inherit' ? undefined : value
}

/** The value the element inherits or declares, or undefined when neither it nor an ancestor does. */
function inherited(element: XmlElement | undefined, property: string): string | undefined {
  for (let at = element; at; at = at.parent) {
    const value = declared(at, property)
    if (value !== undefined) return value
  }
  return undefined
}

const LENGTH = /^([+-]?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?)(px|pt|pc|mm|cm|in|em|%)?$/i
const ABSOLUTE: Record<string, number> = {
  '': 1,
  px: 1,
  pt: 4 / 3,
  pc: 16,
  mm: 96 / 25.4,
  cm: 96 / 2.54,
  in: 96,
}

/** A length in user units; `em` is `size` (and % of `percent`, when given). */
function length(value: string, what: string, size: number, percent?: number): number {
  const match = LENGTH.exec(value.trim())
  if (!match) throw new Unsupported(`${what} "${value}"`)
  const number = Number(match[1])
  const unit = (match[2] ?? '').toLowerCase()
  if (unit === 'em') return number * size
  if (unit === '%') {
    if (percent === undefined) throw new Unsupported(`${what} "${value}"`)
    return (number / 100) * percent
  }
  return number * ABSOLUTE[unit]!
}

type Style = {
  size: number
  face: FontFace
  letterSpacing: number
  wordSpacing: number
  anchor: 'start' | 'middle' | 'end'
  preserve: boolean
  /** The stroke width when the glyphs are stroked, else undefined. */
  stroke: number | undefined
}

/** The keyword values each property may hold and still be drawn as the browser draws it. */
const HARMLESS: Record<string, RegExp> = {
  'dominant-baseline': /^(auto|alphabetic)$/,
  'alignment-baseline': /^(auto|baseline|alphabetic)$/,
  'baseline-shift': /^(baseline|0(px)?)$/,
  'text-decoration': /^none$/,
  'text-decoration-line': /^none$/,
  'text-transform': /^none$/,
  'writing-mode': /^(horizontal-tb|lr|lr-tb)$/,
  direction: /^ltr$/,
  'unicode-bidi': /^normal$/,
  'white-space': /^normal$/,
  'font-variant': /^normal$/,
  'font-variant-ligatures': /^normal$/,
  'font-variant-caps': /^normal$/,
  'font-variant-numeric': /^normal$/,
  'font-stretch': /^(normal|100%)$/,
  'font-feature-settings': /^normal$/,
  'font-variation-settings': /^normal$/,
  'font-kerning': /^(auto|normal)$/,
  'font-size-adjust': /^none$/,
  'font-synthesis': /./,
  'text-orientation': /^mixed$/,
  'glyph-orientation-horizontal': /^0(deg)?$/,
  'stroke-dasharray': /^none$/,
  'vector-effect': /^none$/,
  display: /^inline$/,
  font: /^$/,
}

/** Properties the text layout does not need but that must hold a value drawn the same way. */
function checkHarmless(element: XmlElement, ancestor = false) {
  for (const [property, allowed] of Object.entries(HARMLESS)) {
    // An ancestor's display and vector effect are its own, not its texts'.
    if (ancestor && (property === 'display' || property === 'vector-effect')) continue
    const value = declared(element, property)
    if (value !== undefined && !allowed.test(value.toLowerCase())) {
      throw new Unsupported(`${property}="${value}" on <${element.name}>`)
    }
  }
}

function fontWeight(value: string | undefined, parent: number): number {
  if (value === undefined) return parent
  const v = value.toLowerCase()
  if (v === 'normal') return 400
  if (v === 'bold') return 700
  if (v === 'bolder') return parent < 350 ? 400 : parent < 550 ? 700 : Math.max(parent, 900)
  if (v === 'lighter') return parent < 100 ? parent : parent < 550 ? 100 : parent < 750 ? 400 : 700
  const number = Number(v)
  if (!/^\d+(\.\d+)?$/.test(v) || number < 1 || number > 1000) {
    throw new Unsupported(`font-weight="${value}"`)
  }
  return number
}

function fontStyle(value: string | undefined, parent: boolean): boolean {
  if (value === undefined) return parent
  const v = value.toLowerCase()
  if (v === 'normal') return false
  if (v === 'italic' || v.startsWith('oblique')) return true
  throw new Unsupported(`font-style="${value}"`)
}

function spacing(value: string | undefined, parent: number, size: number, what: string): number {
  if (value === undefined) return parent
  return value.toLowerCase() === 'normal' ? 0 : length(value, what, size)
}

function paintIsServer(value: string | undefined) {
  return value !== undefined && /url\(/i.test(value)
}

function styles() {
  const computed = new Map<XmlElement, Style>()
  const styleOf = (element: XmlElement): Style => {
    const known = computed.get(element)
    if (known) return known
    const parent: Style = element.parent
      ? styleOf(element.parent)
      : {
          size: 16,
          face: { weight: 400, italic: false },
          letterSpacing: 0,
          wordSpacing: 0,
          anchor: 'start',
          preserve: false,
          stroke: undefined,
        }
    const sizeValue = declared(element, 'font-size')
    const size =
      sizeValue === undefined
        ? parent.size
        : length(sizeValue, 'font-size', parent.size, parent.size)
    if (!(size >= 0)) throw new Unsupported(`font-size="${sizeValue}"`)
    const anchor = declared(element, 'text-anchor') ?? parent.anchor
    if (anchor !== 'start' && anchor !== 'middle' && anchor !== 'end') {
      throw new Unsupported(`text-anchor="${anchor}"`)
    }
    const space = attr(element, 'xml:space')
    const strokePaint = inherited(element, 'stroke')
    const strokeWidth = inherited(element, 'stroke-width')
    const style: Style = {
      size,
      face: {
        weight: fontWeight(declared(element, 'font-weight'), parent.face.weight),
        italic: fontStyle(declared(element, 'font-style'), parent.face.italic),
      },
      letterSpacing: spacing(
        declared(element, 'letter-spacing'),
        parent.letterSpacing,
        size,
        'letter-spacing',
      ),
      wordSpacing: spacing(
        declared(element, 'word-spacing'),
        parent.wordSpacing,
        size,
        'word-spacing',
      ),
      anchor,
      preserve: space === undefined ? parent.preserve : space === 'preserve',
      stroke:
        strokePaint === undefined || strokePaint === 'none'
          ? undefined
          : strokeWidth === undefined
            ? 1
            : length(strokeWidth, 'stroke-width', size),
    }
    computed.set(element, style)
    return style
  }
  return styleOf
}

// ---------------------------------------------------------------------------------------------
// Layout

type Char = {
  code: number
  element: XmlElement
  node: XmlText
  style: Style
  x?: number
  y?: number
  dx: number
  dy: number
}

/** Attributes of a text content element that only the layout reads (dropped from the drawing). */
const TEXT_ONLY = new Set(
  (
    'x y dx dy rotate textLength lengthAdjust font font-family font-size font-size-adjust ' +
    'font-stretch font-style font-variant font-weight letter-spacing word-spacing text-anchor ' +
    'dominant-baseline alignment-baseline baseline-shift text-decoration writing-mode direction ' +
    'unicode-bidi xml:space kerning text-rendering glyph-orientation-horizontal ' +
    'glyph-orientation-vertical font-kerning font-feature-settings font-variation-settings ' +
    'white-space text-transform font-synthesis font-variant-ligatures font-variant-caps ' +
    'font-variant-numeric text-orientation'
  ).split(' '),
)

/** What a tspan may not carry: it is no graphics element, and a browser ignores them there. */
const NOT_ON_TSPAN = ['transform', 'opacity', 'filter', 'mask', 'clip-path']

const WHITE = /[ \t\n\r]/

/** The characters of a text element, white space handled as SVG does, with their elements. */
function charactersOf(text: XmlElement, styleOf: (element: XmlElement) => Style) {
  const chars: Char[] = []
  const ranges = new Map<XmlElement, [number, number]>()
  let afterSpace = true
  for (let at = text.parent; at; at = at.parent) checkHarmless(at, true)
  const walk = (element: XmlElement) => {
    const from = chars.length
    const style = styleOf(element)
    checkHarmless(element)
    for (const name of ['rotate', 'textLength', 'lengthAdjust']) {
      if (attr(element, name) !== undefined) throw new Unsupported(`${name} on <${element.name}>`)
    }
    if (paintIsServer(inherited(element, 'fill')) || paintIsServer(inherited(element, 'stroke'))) {
      throw new Unsupported(`a paint server (url(...)) as the fill or stroke of <${element.name}>`)
    }
    if (element.name === 'tspan') {
      for (const name of NOT_ON_TSPAN) {
        if (declared(element, name) !== undefined) throw new Unsupported(`${name} on <tspan>`)
      }
    }
    for (const child of element.children) {
      if (child.kind === 'element') {
        if (child.name === 'tspan') walk(child)
        else if (child.name !== 'title' && child.name !== 'desc') {
          throw new Unsupported(`<${child.name}> in a text`)
        }
        continue
      }
      for (const char of child.text) {
        let code = char.codePointAt(0)!
        if (WHITE.test(char)) {
          code = 0x20
          if (!style.preserve) {
            if (afterSpace) continue
            afterSpace = true
          }
        } else {
          afterSpace = false
        }
        chars.push({ code, element, node: child, style, dx: 0, dy: 0 })
      }
    }
    ranges.set(element, [from, chars.length])
  }
  walk(text)
  // A space at the end of the line goes, as CSS drops it (the one at the start never came in).
  const last = chars.at(-1)
  if (last && last.code === 0x20 && !last.style.preserve) {
    chars.pop()
    for (const [element, [from, to]] of ranges)
      ranges.set(element, [from, Math.min(to, chars.length)])
  }
  return { chars, ranges }
}

/** Per-character positions: each element's lists, the nearest element's winning. */
function position(
  chars: Char[],
  ranges: Map<XmlElement, [number, number]>,
  styleOf: (element: XmlElement) => Style,
) {
  // The map is in document order (outer elements first): inner lists overwrite outer ones.
  const order = [...ranges.keys()].sort((a, b) => a.start - b.start)
  for (const element of order) {
    const [from, to] = ranges.get(element)!
    const { size } = styleOf(element)
    for (const name of ['x', 'y', 'dx', 'dy'] as const) {
      const value = attr(element, name)
      if (value === undefined) continue
      const list = value.split(/[\s,]+/).filter(Boolean)
      list.forEach((item, i) => {
        const char = chars[from + i]
        if (from + i < to && char) char[name] = length(item, name, size)
      })
    }
  }
}

const sameFont = (a: Style, b: Style) =>
  a.size === b.size &&
  a.face.weight === b.face.weight &&
  a.face.italic === b.face.italic &&
  (a.letterSpacing === 0) === (b.letterSpacing === 0)

/** The glyphs of a text element, placed in the picture's user units. */
function layout(text: XmlElement, styleOf: (element: XmlElement) => Style, shaper: TextShaper) {
  const { chars, ranges } = charactersOf(text, styleOf)
  position(chars, ranges, styleOf)
  const placed: (PlacedGlyph & { node: XmlText; style: Style })[] = []
  let penX = 0
  let penY = 0
  let start = 0
  while (start < chars.length) {
    // A text chunk: from a character with an absolute position to the next one.
    let end = start + 1
    while (end < chars.length && chars[end]!.x === undefined && chars[end]!.y === undefined)
      end += 1
    const first = chars[start]!
    penX = first.x ?? penX
    penY = first.y ?? penY
    const chunkX = penX
    const chunkGlyphs = placed.length
    let next = start
    for (let from = start; from < end;) {
      let to = from + 1
      while (to < end && sameFont(chars[to]!.style, chars[from]!.style)) to += 1
      const style = chars[from]!.style
      const scale = style.size / shaper.upem
      const codes = chars.slice(from, to).map((char) => char.code)
      const glyphs = shaper.shape(codes, style.face, style.letterSpacing !== 0)
      glyphs.forEach((glyph, g) => {
        const at = from + glyph.cluster
        const char = chars[at]!
        if (glyph.glyph === 0 && char.code !== 0x20) {
          throw new Unsupported(`a character the font lacks ("${String.fromCodePoint(char.code)}")`)
        }
        // The shifts of this cluster's characters (and of any before it not yet applied).
        for (; next <= at; next += 1) {
          penX += chars[next]!.dx
          penY += chars[next]!.dy
        }
        placed.push({
          glyph: glyph.glyph,
          face: style.face,
          size: style.size,
          x: penX + glyph.xOffset * scale,
          y: penY - glyph.yOffset * scale,
          char: at,
          node: char.node,
          style: char.style,
        })
        penX += glyph.xAdvance * scale
        const following = glyphs[g + 1]
        if (!following || following.cluster !== glyph.cluster) {
          // Letter spacing after every character, word spacing after every space.
          const upTo = following ? from + following.cluster : to
          for (let c = at; c < upTo; c += 1) {
            penX += chars[c]!.style.letterSpacing
            if (chars[c]!.code === 0x20) penX += chars[c]!.style.wordSpacing
          }
        }
      })
      for (; next < to; next += 1) {
        penX += chars[next]!.dx
        penY += chars[next]!.dy
      }
      from = to
    }
    const width = penX - chunkX
    const shift =
      first.style.anchor === 'middle' ? -width / 2 : first.style.anchor === 'end' ? -width : 0
    if (shift) for (const glyph of placed.slice(chunkGlyphs)) glyph.x += shift
    penX += shift
    start = end
  }
  return placed
}

// ---------------------------------------------------------------------------------------------
// Output

/** A number for SVG markup: at most `digits` decimals, no trailing zeros, no leading zero. */
export function num(value: number, digits = 2): string {
  const rounded = Number(value.toFixed(digits))
  if (Object.is(rounded, -0) || rounded === 0) return '0'
  return String(rounded).replace(/^(-?)0\./, '$1.')
}

/** The largest step of the outlines' grid, in user units (see `outline`). */
const GRID_LIMIT = 1 / 16

/** A scale factor: eight decimals keep a 2,000-unit outline within a thousandth of a unit. */
const factor = (value: number) => num(value, 8)

/**
 * Path data from outline commands: coordinates in `grid` font units, rounded to whole ones,
 * relative commands, horizontal and vertical lines as h and v, a repeated command written once,
 * and a quadratic curve whose control point is the previous one's reflection (TrueType's
 * implied on-curve points, most of a glyph's curves) as t, within one unit of the grid.
 */
export function pathData(commands: PathCommand[], grid = 1): string {
  let out = ''
  let last = ''
  let x = 0
  let y = 0
  let startX = 0
  let startY = 0
  /** The control point of the last quadratic curve, as drawn. */
  let control: [number, number] | undefined
  const numbers = (values: number[]) => {
    let text = ''
    for (const value of values) {
      const part = String(value)
      text += text && !part.startsWith('-') ? ` ${part}` : part
    }
    return text
  }
  const emit = (command: string, values: number[]) => {
    const body = numbers(values)
    if (command === last && command !== 'm') {
      out += body.startsWith('-') ? body : ` ${body}`
    } else {
      out += command + body
    }
    last = command
  }
  for (const { type, values } of commands) {
    const abs = values.map((value) => Math.round(value / grid))
    const rel: number[] = abs.map((value, i) => value - (i % 2 === 0 ? x : y))
    const previous = control
    control = undefined
    switch (type.toUpperCase()) {
      case 'M':
        emit('m', rel)
        ;[x, y] = [abs[0]!, abs[1]!]
        ;[startX, startY] = [x, y]
        break
      case 'L':
        if (rel[1] === 0 && rel[0] === 0) break
        if (rel[1] === 0) emit('h', [rel[0]!])
        else if (rel[0] === 0) emit('v', [rel[1]!])
        else emit('l', rel)
        ;[x, y] = [abs[0]!, abs[1]!]
        break
      case 'Q': {
        const reflected: [number, number] | undefined = previous && [
          2 * x - previous[0],
          2 * y - previous[1],
        ]
        if (
          reflected &&
          Math.abs(reflected[0] - abs[0]!) <= 1 &&
          Math.abs(reflected[1] - abs[1]!) <= 1
        ) {
          emit('t', rel.slice(2))
          control = reflected
        } else {
          emit('q', rel)
          control = [abs[0]!, abs[1]!]
        }
        ;[x, y] = [abs[2]!, abs[3]!]
        break
      }
      case 'C':
        emit('c', rel)
        ;[x, y] = [abs[4]!, abs[5]!]
        break
      case 'Z':
        out += 'z'
        last = 'z'
        ;[x, y] = [startX, startY]
        break
      default:
        throw new Unsupported(`an outline command "${type}"`)
    }
  }
  return out
}

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;')

/** The attributes of a text or tspan that the drawing keeps: all but the layout's. */
function keptAttributes(element: XmlElement): string {
  let out = ''
  for (const [name, value] of element.attrs) {
    if (TEXT_ONLY.has(name)) continue
    if (name === 'style') {
      const rest = value
        .split(';')
        .filter((declaration) => {
          const property = declaration.split(':')[0]?.trim().toLowerCase() ?? ''
          return declaration.trim() && !TEXT_ONLY.has(property)
        })
        .join(';')
      if (rest.trim()) out += ` style="${escapeAttribute(rest.trim())}"`
      continue
    }
    out += ` ${name}="${escapeAttribute(value)}"`
  }
  return out
}

/**
 * The SVG with every <text> drawn as outlines, or why it must stay as it is. Only the text
 * elements change, and a <defs> of the glyphs is added at the top of the root.
 */
export function outlineSvgText(markup: string, shaper: TextShaper): OutlineResult {
  try {
    return outline(markup, shaper)
  } catch (error) {
    if (error instanceof Unsupported) return { kept: error.message }
    throw error
  }
}

/** The glyphs of every <text> of the SVG, as laid out (for tests and checks). */
export function layoutSvgText(markup: string, shaper: TextShaper): PlacedGlyph[][] {
  const root = parse(markup)
  const styleOf = styles()
  return textElements(root).map((text) =>
    layout(text, styleOf, shaper).map(({ glyph, face, size, x, y, char }) => ({
      glyph,
      face,
      size,
      x,
      y,
      char,
    })),
  )
}

function textElements(root: XmlElement): XmlElement[] {
  const texts: XmlElement[] = []
  for (const element of elements(root)) {
    if (
      element.name === 'text' &&
      !texts.some((text) => element.parent && isInside(element, text))
    ) {
      texts.push(element)
    }
    if (/^(tspan|textPath|tref|altGlyph)$/.test(element.name) && !hasTextAncestor(element)) {
      throw new Unsupported(`<${element.name}> outside a text`)
    }
    if (element.name === 'style') throw new Unsupported('a style sheet')
    if (element.name === 'font' || element.name === 'font-face')
      throw new Unsupported('an SVG font')
  }
  for (const text of texts) {
    if (text.parent?.name === 'clipPath') throw new Unsupported('a text in a clip path')
  }
  return texts
}

function isInside(element: XmlElement, ancestor: XmlElement) {
  for (let at = element.parent; at; at = at.parent) if (at === ancestor) return true
  return false
}

function hasTextAncestor(element: XmlElement) {
  for (let at = element.parent; at; at = at.parent) if (at.name === 'text') return true
  return false
}

function outline(markup: string, shaper: TextShaper): OutlineResult {
  const root = parse(markup)
  const texts = textElements(root)
  if (texts.length === 0) return { svg: markup, texts: 0, glyphs: 0 }
  const styleOf = styles()

  const layouts = texts.map((text) => layout(text, styleOf, shaper))
  // The outlines' grid, in font units: as coarse as keeps every point within 1/32 of a user unit
  // of its place at the largest size the drawing sets (a picture is drawn at about its own size
  // or smaller: 1/16 of a device pixel at DPR 2), a power of two, so that the scales stay exact.
  const largest = Math.max(0, ...layouts.flat().map((glyph) => glyph.size))
  let grid = 1
  while (largest > 0 && (grid * 2 * largest) / shaper.upem <= GRID_LIMIT) grid *= 2

  // Glyph ids: a prefix no id of the file starts with, then a number in order of first use.
  const ids = new Set<string>()
  for (const element of elements(root)) {
    const id = attr(element, 'id')
    if (id) ids.add(id)
  }
  let prefix = 'g'
  while ([...ids].some((id) => id.startsWith(prefix))) prefix += '_'
  const defs = new Map<string, { id: string; d: string }>()
  const defOf = (glyph: number, face: FontFace) => {
    const key = `${face.weight}/${face.italic ? 1 : 0}/${glyph}`
    let def = defs.get(key)
    if (!def) {
      def = { id: `${prefix}${defs.size}`, d: pathData(shaper.outline(glyph, face), grid) }
      defs.set(key, def)
    }
    return def
  }

  let glyphCount = 0
  const replacements = texts.map((text, index) => {
    const placed = layouts[index]!
    const byNode = new Map<XmlText, typeof placed>()
    for (const glyph of placed) {
      const list = byNode.get(glyph.node) ?? []
      list.push(glyph)
      byNode.set(glyph.node, list)
    }
    const drawNode = (node: XmlText) => {
      let out = ''
      let block: { key: string; originX: number; scale: number; body: string } | undefined
      const close = () => {
        if (block) out += `${block.body}</g>`
        block = undefined
      }
      for (const glyph of byNode.get(node) ?? []) {
        const def = defOf(glyph.glyph, glyph.face)
        if (!def.d) continue
        glyphCount += 1
        const scale = (glyph.size * grid) / shaper.upem
        const stroke = glyph.style.stroke
        const key = `${glyph.size}|${num(glyph.y)}|${stroke}`
        if (block?.key !== key) {
          close()
          const originX = Number(num(glyph.x))
          const s = factor(scale)
          const strokeWidth = stroke === undefined ? '' : ` stroke-width="${num(stroke / scale)}"`
          block = {
            key,
            originX,
            scale,
            body: `<g transform="matrix(${s} 0 0 -${s} ${num(originX)} ${num(glyph.y)})"${strokeWidth}>`,
          }
        }
        const dx = Math.round((glyph.x - block.originX) / block.scale)
        block.body += `<use href="#${def.id}"${dx ? ` x="${dx}"` : ''}/>`
      }
      close()
      return out
    }
    const draw = (element: XmlElement): string => {
      let inner = ''
      for (const child of element.children) {
        if (child.kind === 'text') inner += drawNode(child)
        else if (child.name === 'tspan') inner += draw(child)
      }
      const kept = keptAttributes(element)
      return kept ? `<g${kept}>${inner}</g>` : inner
    }
    return { text, markup: draw(text) }
  })

  // Splice from the end, so the earlier offsets hold.
  let svg = markup
  for (const { text, markup: drawn } of replacements.reverse()) {
    svg = svg.slice(0, text.start) + drawn + svg.slice(text.end)
  }
  const glyphDefs = [...defs.values()]
    .filter((def) => def.d)
    .map((def) => `<path id="${def.id}" d="${def.d}"/>`)
    .join('')
  if (glyphDefs) {
    // After the root's start tag and its title and description, which name the picture first.
    let at = root.openEnd
    for (const child of root.children) {
      if (child.kind === 'text') continue
      if (child.name !== 'title' && child.name !== 'desc') break
      at = child.end
    }
    const offset = at
    svg = svg.slice(0, offset) + `<defs>${glyphDefs}</defs>` + svg.slice(offset)
  }
  return { svg, texts: texts.length, glyphs: glyphCount }
}
