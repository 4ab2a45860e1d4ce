import type { CDPSession, Page } from '@playwright/test'
import sharp from 'sharp'

/** A text axe could not measure: where it is and the ratio it needs. */
export type Unmeasured = { selector: string; expected: number }
/**
 * What the painted page shows: the text's colour (sRGB and alpha, its own and its ancestors'
 * opacity) and the lowest ratio against any pixel behind its lines.
 */
export type Measured = Unmeasured & { color?: string; ratio: number | null; problem?: string }
type Rgba = [number, number, number, number]

const PROBE = 'data-contrast-probe'

/**
 * Measures the contrast of texts axe left "incomplete" (text on a gradient or a picture, a glyph,
 * a cell of a table that scrolls sideways) as a reader sees them: each text is scrolled into
 * view, its letters made transparent, the part of the view around its lines captured, and every
 * pixel behind its lines compared with its colour. The worst pixel counts: a glow or a picture
 * behind the words is measured where it is, not guessed from the colours of its gradient. Texts
 * that fit one view share a capture.
 */
export async function measureContrast(page: Page, texts: Unmeasured[]): Promise<Measured[]> {
  if (texts.length === 0) return []
  const scrollY = await page.evaluate(() => window.scrollY)
  const results = new Map<number, Measured>()
  const colors: (Rgba | null)[] = await page.evaluate(
    ({ probe, selectors }) => {
      // The colour each text is painted in, read before the probe hides it: a canvas turns any
      // CSS colour (hex, rgb, oklab, color-mix) into sRGB bytes.
      const canvas = new OffscreenCanvas(1, 1).getContext('2d', { willReadFrequently: true })!
      const colors = selectors.map((selector): Rgba | null => {
        const node = document.querySelector(selector)
        if (!node) return null
        canvas.clearRect(0, 0, 1, 1)
        canvas.fillStyle = getComputedStyle(node).color
        canvas.fillRect(0, 0, 1, 1)
        const [r = 0, g = 0, b = 0, a = 0] = canvas.getImageData(0, 0, 1, 1).data
        let alpha = a / 255
        for (let up: Element | null = node; up; up = up.parentElement) {
          alpha *= Number(getComputedStyle(up).opacity)
        }
        return [r, g, b, alpha]
      })
      const style = document.createElement('style')
      style.id = probe
      style.textContent = `[${probe}], [${probe}] * { color: transparent !important;
        -webkit-text-fill-color: transparent !important; text-shadow: none !important;
        text-decoration-color: transparent !important; caret-color: transparent !important }`
      document.head.append(style)
      selectors.forEach((selector, index) =>
        document.querySelector(selector)?.setAttribute(probe, String(index)),
      )
      return colors
    },
    { probe: PROBE, selectors: texts.map((text) => text.selector) },
  )
  try {
    for (let index = 0; index < texts.length; index += 1) {
      if (results.has(index)) continue
      // The lines are read again after the capture: a page still settling from the scroll (the
      // header turning fixed over them) is captured again until both readings agree.
      let boxes = await page.evaluate(visibleLines, { probe: PROBE, focus: index, scroll: true })
      let shot = await capture(page, boxes)
      for (let attempt = 0; attempt < 5; attempt += 1) {
        const after = await page.evaluate(visibleLines, {
          probe: PROBE,
          focus: index,
          scroll: false,
        })
        if (JSON.stringify(after) === JSON.stringify(boxes)) break
        boxes = after
        shot = await capture(page, boxes)
      }
      if (!colors[index]) {
        results.set(index, { ...texts[index]!, ratio: null, problem: 'not found' })
        continue
      }
      if (boxes[index] === 'covered') {
        // Under a panel in this state (an open menu): nobody reads it now, nor can measure it.
        results.set(index, { ...texts[index]!, ratio: Infinity })
        continue
      }
      if (!boxes[index]?.length) {
        results.set(index, {
          ...texts[index]!,
          color: `rgba(${colors[index]!.join(', ')})`,
          ratio: null,
          problem: 'never in view uncovered',
        })
        continue
      }
      const ready = Object.entries(boxes).filter(
        (entry): entry is [string, Box[]] =>
          entry[1] !== 'covered' && !results.has(Number(entry[0])),
      )
      const ratios = worstRatios(
        shot!,
        ready.map(([key, lines]) => ({ lines, color: colors[Number(key)]! })),
      )
      ready.forEach(([key], position) =>
        results.set(Number(key), {
          ...texts[Number(key)]!,
          color: `rgba(${colors[Number(key)]!.join(', ')})`,
          ratio: ratios[position] ?? null,
        }),
      )
    }
  } finally {
    await page.evaluate(
      ({ probe, y }) => {
        document.getElementById(probe)?.remove()
        for (const node of document.querySelectorAll(`[${probe}]`)) node.removeAttribute(probe)
        window.scrollTo({ top: y, behavior: 'instant' })
      },
      { probe: PROBE, y: scrollY },
    )
  }
  return texts.map((text, index) => results.get(index) ?? { ...text, ratio: null })
}

type Box = { x: number; y: number; width: number; height: number }

/** Each page's DevTools session, opened on its first capture. */
const sessions = new WeakMap<Page, Promise<CDPSession>>()

/**
 * Captures the part of the view that holds every line to be measured now (in the view's
 * coordinates), as raw pixels: the text's lines are a small part of the view, and encoding the
 * whole of it was most of the measurement's time. The browser encodes the capture for speed
 * (still lossless) and Node decodes it: half the time of a Playwright screenshot decoded in the
 * page. Animations have come to rest before (visibleLines). None when no line is in view.
 */
async function capture(page: Page, boxes: Record<number, Box[] | 'covered'>) {
  const lines = Object.values(boxes).flatMap((entry) => (entry === 'covered' ? [] : entry))
  if (lines.length === 0) return null
  const x = Math.floor(Math.min(...lines.map((line) => line.x)))
  const y = Math.floor(Math.min(...lines.map((line) => line.y)))
  const right = Math.ceil(Math.max(...lines.map((line) => line.x + line.width)))
  const bottom = Math.ceil(Math.max(...lines.map((line) => line.y + line.height)))
  const clip = { x, y, width: right - x, height: bottom - y }
  if (!sessions.has(page)) sessions.set(page, page.context().newCDPSession(page))
  const session = await sessions.get(page)!
  // DevTools takes the clip in the document's coordinates: the view's, plus its scroll.
  const { visualViewport } = await session.send('Page.getLayoutMetrics')
  const { data } = await session.send('Page.captureScreenshot', {
    format: 'png',
    optimizeForSpeed: true,
    captureBeyondViewport: false,
    clip: { ...clip, x: x + visualViewport.pageX, y: y + visualViewport.pageY, scale: 1 },
  })
  const pixels = await sharp(Buffer.from(data, 'base64'))
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true })
  return { clip, pixels: pixels.data, width: pixels.info.width }
}

/**
 * Scrolls the probed text `focus` to the middle of the view, then returns, for every probed text,
 * the boxes of its lines (in 16 px pieces) that are in the middle of the screen, inside the boxes
 * that clip them (a table scrolled sideways) and not under an opaque element (an open menu's
 * panel): only those are measured now.
 */
async function visibleLines({
  probe,
  focus,
  scroll,
}: {
  probe: string
  focus: number
  scroll: boolean
}) {
  if (scroll) {
    document
      .querySelector(`[${probe}="${focus}"]`)
      ?.scrollIntoView({ block: 'center', inline: 'nearest', behavior: 'instant' })
  }
  // What moves is brought to rest first, at its end state (a dialog fading in, the header sliding
  // in once fixed), as a screenshot with animations disabled does; one started by the scroll
  // after this reading is caught by the second reading, after the capture.
  for (const animation of document.getAnimations()) {
    if (animation.effect?.getComputedTiming().iterations !== Infinity) animation.finish()
  }
  const clip = (box: Box, by: DOMRect): Box | null => {
    const x = Math.max(box.x, by.left)
    const y = Math.max(box.y, by.top)
    const right = Math.min(box.x + box.width, by.right)
    const bottom = Math.min(box.y + box.height, by.bottom)
    return right - x >= 2 && bottom - y >= 2 ? { x, y, width: right - x, height: bottom - y } : null
  }
  // A box is under something when what the browser hits at its middle is painted over the text
  // by an element with a background of its own (a menu's panel, the fixed header), not merely by
  // a transparent layer (a card's whole-card link) inside the box that holds both.
  const opaque = (node: Element) => {
    const style = getComputedStyle(node)
    return style.backgroundColor !== 'rgba(0, 0, 0, 0)' || style.backgroundImage !== 'none'
  }
  const coveredAt = (node: Element, x: number, y: number) => {
    let hit = document.elementFromPoint(x, y)
    if (!hit || node === hit || node.contains(hit) || hit.contains(node)) return false
    for (; hit && !hit.contains(node); hit = hit.parentElement) if (opaque(hit)) return true
    return false
  }
  // Its corners and its middle: a piece along the edge of a panel is partly under it.
  const covered = (node: Element, { x, y, width, height }: Box) =>
    [
      [x + width / 2, y + height / 2],
      [x + 1, y + 1],
      [x + width - 1, y + 1],
      [x + 1, y + height - 1],
      [x + width - 1, y + height - 1],
    ].some(([px, py]) => coveredAt(node, px!, py!))
  const BAND_TOP = 128
  const lines: Record<number, Box[] | 'covered'> = {}
  for (const node of document.querySelectorAll(`[${probe}]`)) {
    const range = document.createRange()
    range.selectNodeContents(node)
    const rects = [...range.getClientRects()]
    const own = rects.length ? rects : [node.getBoundingClientRect()]
    // The middle band of the view: clear of the header that turns fixed on a scroll and of the
    // scroll-to-top button that appears after one, whatever their timing. A page at its very top
    // has neither, and a text there (the header's own links) can scroll no lower: its band starts
    // at the top. A text in something fixed (a toast, a dialog) does not scroll: the whole view
    // is its band.
    let fixed = false
    for (let up: Element | null = node; up && !fixed; up = up.parentElement) {
      fixed = getComputedStyle(up).position === 'fixed'
    }
    const clippers: DOMRect[] = [
      fixed
        ? new DOMRect(0, 0, innerWidth, innerHeight)
        : scrollY === 0
          ? new DOMRect(0, 0, innerWidth, innerHeight - 96)
          : new DOMRect(0, BAND_TOP, innerWidth, innerHeight - BAND_TOP - 96),
    ]
    for (let up = node.parentElement; up; up = up.parentElement) {
      if (getComputedStyle(up).overflowX !== 'visible') clippers.push(up.getBoundingClientRect())
    }
    const inView = own
      .map((rect) => clippers.reduce<Box | null>((box, by) => box && clip(box, by), rect))
      .filter((box): box is Box => box !== null)
    // Lines are cut into short pieces, each measured unless it is under something (the rest of
    // a line can run under an open menu's panel).
    const pieces = inView.flatMap((box) =>
      Array.from({ length: Math.ceil(box.width / 16) }, (_, at) => ({
        ...box,
        x: box.x + at * 16,
        width: Math.min(16, box.width - at * 16),
      })).filter((piece) => piece.width >= 2),
    )
    const boxes = pieces.filter((box) => !covered(node, box))
    const key = Number(node.getAttribute(probe))
    if (boxes.length) lines[key] = boxes
    else if (inView.length) lines[key] = 'covered'
  }
  return lines
}

/** The lowest contrast ratio of each text's colour against the captured pixels of its lines. */
function worstRatios(
  { clip, pixels, width: bitmapWidth }: NonNullable<Awaited<ReturnType<typeof capture>>>,
  texts: { lines: Box[]; color: Rgba }[],
) {
  const scale = bitmapWidth / clip.width
  const bitmapHeight = pixels.length / 4 / bitmapWidth
  const channel = (value: number) => {
    const c = value / 255
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
  }
  const luminance = (r: number, g: number, b: number) =>
    0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b)
  return texts.map(({ lines, color: [r, g, b, alpha] }) => {
    let worst = Infinity
    for (const line of lines) {
      // One pixel in from each edge: the line's own box, not the antialiased rim of a neighbour.
      const left = Math.round((line.x - clip.x + 1) * scale)
      const top = Math.round((line.y - clip.y + 1) * scale)
      const right = Math.min(bitmapWidth, left + Math.max(1, Math.round((line.width - 2) * scale)))
      const bottom = Math.min(
        bitmapHeight,
        top + Math.max(1, Math.round((line.height - 2) * scale)),
      )
      for (let row = Math.max(0, top); row < bottom; row += 1) {
        for (let column = Math.max(0, left); column < right; column += 1) {
          const at = (row * bitmapWidth + column) * 4
          const [br, bg_, bb] = [pixels[at]!, pixels[at + 1]!, pixels[at + 2]!]
          // A translucent text is its colour laid over the pixel behind it.
          const fg = luminance(
            alpha * r + (1 - alpha) * br,
            alpha * g + (1 - alpha) * bg_,
            alpha * b + (1 - alpha) * bb,
          )
          const bg = luminance(br, bg_, bb)
          const ratio = (Math.max(fg, bg) + 0.05) / (Math.min(fg, bg) + 0.05)
          if (ratio < worst) worst = ratio
        }
      }
    }
    // No pixel read (a line outside the capture) is no measurement, never a pass.
    return worst === Infinity ? null : Math.round(worst * 100) / 100
  })
}
