/**
 * Where a picture is drawn, and how wide: each slot's rendered CSS width as a function of the
 * viewport's width, read off the layout (Tailwind classes, the 1200 px content column, grid
 * columns at breakpoints). From it come the `sizes` attribute and the widths the build makes of
 * a photo, so a phone never downloads a desktop's file. Pure: the browser code imports it too.
 */

/** Tailwind's breakpoints as the site configures them (xs is the site's own). */
const BREAKPOINTS = { xs: 480, sm: 640, md: 768, lg: 1024, xl: 1280 } as const

/** The viewports and pixel densities the variants are made for. */
export const VIEWPORTS = [360, 1440] as const
export const DPRS = [1, 2, 3] as const

/** The content column: max 1200 px including its side padding (px-4, sm:px-6, lg:px-8). */
export function column(viewport: number): number {
  const pad = viewport >= BREAKPOINTS.lg ? 32 : viewport >= BREAKPOINTS.sm ? 24 : 16
  return Math.min(viewport, 1200) - 2 * pad
}

/** `count` columns of a grid `gap` px apart, in a container `width` wide. */
const columns = (width: number, count: number, gap: number) => (width - gap * (count - 1)) / count

type Step = { from: number; width: (viewport: number) => number }

/** A slot: its width from the smallest viewport up, one step per breakpoint it changes at. */
export type Slot = { steps: readonly Step[]; fixed?: boolean }

/** A post's column: the content column, beside the 340 px sidebar (48 px apart) from lg. */
const POST_COLUMN: readonly Step[] = [
  { from: 0, width: column },
  { from: BREAKPOINTS.lg, width: (v) => column(v) - 340 - 48 },
]

const fixed = (width: number): Slot => ({ steps: [{ from: 0, width: () => width }], fixed: true })

export const SLOTS = {
  /** A product's main view on its page: the column, half of it from lg. */
  productMain: {
    steps: [
      { from: 0, width: column },
      { from: BREAKPOINTS.lg, width: (v) => columns(column(v), 2, 56) },
    ],
  },
  /** One of the three views under it: a third of the main view, 12 px apart. */
  productThumb: {
    steps: [
      { from: 0, width: (v) => columns(column(v), 3, 12) },
      { from: BREAKPOINTS.lg, width: (v) => columns(columns(column(v), 2, 56), 3, 12) },
    ],
  },
  /** A shop card: a side thumbnail on phones, one of 2 then 3 columns from sm. */
  productCard: {
    steps: [
      { from: 0, width: () => 112 },
      { from: BREAKPOINTS.xs, width: () => 144 },
      { from: BREAKPOINTS.sm, width: (v) => columns(column(v), 2, 24) },
      { from: BREAKPOINTS.lg, width: (v) => columns(column(v), 3, 24) },
    ],
  },
  /** A post's picture on its page: the post's column. */
  postCover: { steps: POST_COLUMN },
  /** A post card of the lists: the column, two columns from md. */
  postCard: {
    steps: [
      { from: 0, width: column },
      { from: BREAKPOINTS.md, width: (v) => columns(column(v), 2, 32) },
    ],
  },
  /** A team card: two columns, four from lg. */
  portrait: {
    steps: [
      { from: 0, width: (v) => columns(column(v), 2, 12) },
      { from: BREAKPOINTS.sm, width: (v) => columns(column(v), 2, 24) },
      { from: BREAKPOINTS.lg, width: (v) => columns(column(v), 4, 24) },
    ],
  },
  /** A founder's card: the card's width less its padding, a 200 px column from md. */
  founder: {
    steps: [
      { from: 0, width: (v) => column(v) - 48 },
      { from: BREAKPOINTS.md, width: () => 200 },
    ],
  },
  /** A picture in a Markdown body: the post's column. */
  body: { steps: POST_COLUMN },
  /** Anything else that spans the column (galleries, banners). */
  wide: { steps: [{ from: 0, width: column }] },
  /** The lightbox: the whole screen. */
  lightbox: { steps: [{ from: 0, width: (v) => v }] },
  /** The post list's sidebar thumbnail (w-24). */
  sidebarThumb: fixed(96),
  /** An avatar or a line's thumbnail. */
  thumb: fixed(96),
} satisfies Record<string, Slot>

export type SlotName = keyof typeof SLOTS

/** A width as CSS over a range of viewports: fixed pixels, or linear in the viewport. */
function cssWidth(width: (viewport: number) => number, at: number): string {
  const slope = width(at + 1) - width(at)
  const offset = Math.round((width(at) - slope * at) * 100) / 100
  if (Math.abs(slope) < 1e-9) return `${Math.ceil(offset)}px`
  const vw = `${Math.round(slope * 10000) / 100}vw`
  if (offset === 0) return vw
  return offset < 0 ? `calc(${vw} - ${-offset}px)` : `calc(${vw} + ${offset}px)`
}

/** Where a slot's width changes: its own steps and the column's padding (sm, lg). */
function edges(slot: SlotName): number[] {
  const froms = (SLOTS[slot].steps as readonly Step[]).map((step) => step.from)
  return [...new Set([...froms, BREAKPOINTS.sm, BREAKPOINTS.lg])].sort((a, b) => a - b)
}

/** The step in force at a viewport. */
function stepAt(slot: SlotName, viewport: number): Step {
  const steps: readonly Step[] = SLOTS[slot].steps
  return steps.filter((s) => s.from <= viewport).at(-1) ?? steps[0]!
}

/** The slot's CSS width at a viewport, rounded up to a whole pixel. */
export function slotWidth(slot: SlotName, viewport: number): number {
  return Math.ceil(stepAt(slot, viewport).width(viewport))
}

/** The `sizes` attribute: the capped width from 1200 px, then each range, widest first. */
export function sizesOf(slot: SlotName): string {
  if ((SLOTS[slot] as Slot).fixed) return `${slotWidth(slot, 0)}px`
  const conditions = slot === 'lightbox' ? [] : [`(min-width: 1200px) ${slotWidth(slot, 1200)}px`]
  let previous = ''
  const ranges = edges(slot).map((from) => {
    const at = Math.max(from, VIEWPORTS[0])
    return { from, css: cssWidth(stepAt(slot, at).width, at) }
  })
  const merged = ranges.filter(({ css }) => css !== previous && ((previous = css), true))
  for (const { from, css } of merged.reverse()) {
    conditions.push(from > 0 ? `(min-width: ${from}px) ${css}` : css)
  }
  return conditions.join(', ')
}

/** Pixel densities per viewport: 3 on phones, 1 and 2 on anything wider. */
const densities = (viewport: number) => (viewport < BREAKPOINTS.md ? DPRS : DPRS.slice(0, 2))

/** Every pixel width the slot is drawn at over the viewports and densities the site serves. */
export function neededWidths(slot: SlotName): number[] {
  const viewports = new Set<number>([VIEWPORTS[0], VIEWPORTS[1], 1200])
  for (const edge of edges(slot)) {
    if (edge > VIEWPORTS[0] && edge < VIEWPORTS[1]) viewports.add(edge - 1).add(edge)
  }
  const widths = new Set<number>()
  for (const viewport of viewports)
    for (const dpr of densities(viewport)) widths.add(Math.ceil(slotWidth(slot, viewport) * dpr))
  return [...widths].sort((a, b) => a - b)
}

/** The width a source needs at least: the slot at a 1440 px screen at DPR 2. */
export function minimumSourceWidth(slots: readonly SlotName[]): number {
  // The lightbox shows what there is: it sets no minimum.
  const sized = slots.filter((slot) => slot !== 'lightbox')
  return Math.max(0, ...sized.map((slot) => slotWidth(slot, 1440) * 2))
}

/**
 * The widths to make for a picture drawn in `slots`: the widest need first, then the next need
 * at most 3/4 of the last width kept, so any need is served by a file at most a third wider;
 * rounded up to 16 px and never wider than the source.
 */
export function variantWidths(slots: readonly SlotName[], sourceWidth: number): number[] {
  const needs = [...new Set(slots.flatMap(neededWidths))].sort((a, b) => b - a)
  const kept: number[] = []
  for (const need of needs) {
    const width = Math.min(sourceWidth, Math.ceil(need / 16) * 16)
    const last = kept.at(-1)
    if (last === undefined || width <= last * 0.75) kept.push(width)
  }
  return [...new Set(kept)].sort((a, b) => a - b)
}
