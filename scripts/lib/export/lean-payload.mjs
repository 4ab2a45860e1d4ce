// A page's router payload without the site's not-found page. Next hands the root layout its
// not-found component as a prop, so every page's payload carries the whole 404 page (its header,
// main and footer: about 14 KB, a sixth to a quarter of a payload) for the router to show when a
// render calls notFound(). In the export no render ever does: every page is made at build time, and
// a click on a path the export lacks finds no payload, so the router loads the address as a page
// and the host answers with 404.html. That copy goes from each payload, with every row that only it
// referred to; the not-found page's own payload (404.html's) keeps it. Anything this does not
// recognise to the byte leaves the payload as it was.
import { Buffer } from 'node:buffer'

/** Rows of binary data, prefixed with their length like text rows: never in a page's payload. */
const BINARY_ROW_TAGS = new Set('AOoUSsLlGgMmVb')

/**
 * The payload's rows in order: `id` (hex; empty for hints), `kind` ('text' for a text row, 'json'
 * for a JSON value, 'other' for a module or a hint), `bytes`. Null when a row is not what a page's payload holds.
 */
function rowsOf(buffer) {
  const rows = []
  let at = 0
  while (at < buffer.length) {
    const colon = buffer.indexOf(0x3a, at)
    if (colon < 0) return null
    const id = buffer.toString('latin1', at, colon)
    if (!/^[0-9a-f]*$/.test(id)) return null
    const tag = String.fromCharCode(buffer[colon + 1])
    let end
    if (tag === 'T') {
      // Text: a hex byte count, a comma, then that many bytes (newlines included), no newline.
      const comma = buffer.indexOf(0x2c, colon)
      const length = Number.parseInt(buffer.toString('latin1', colon + 2, comma), 16)
      if (comma < 0 || !Number.isFinite(length)) return null
      end = comma + 1 + length
      if (end > buffer.length) return null
    } else if (BINARY_ROW_TAGS.has(tag)) {
      return null
    } else {
      const newline = buffer.indexOf(0x0a, colon)
      end = newline < 0 ? buffer.length : newline + 1
    }
    const kind = tag === 'T' ? 'text' : /[[{"0-9tfn-]/.test(tag) ? 'json' : 'other'
    rows.push({ id, kind, bytes: buffer.subarray(at, end) })
    at = end
  }
  return rows
}

/**
 * Every row id a row may refer to ("$5", "$L1a", "$@3", "$Q17", "$2:props:children"): a string
 * that opens with "$" (a "$" of the page's own words is written "$$"). Read in text rows too, where
 * it names nothing: a row kept that could have gone costs bytes, a row gone that was needed
 * would cost the page.
 */
const REFERENCE = /(?<!\\)"\$[A-Za-z@]?([0-9a-f]+)/g

/** A layout router's props with its not-found element set to none; whether any was. */
function dropNotFound(value) {
  if (Array.isArray(value)) return value.reduce((found, item) => dropNotFound(item) || found, false)
  if (!value || typeof value !== 'object') return false
  let found = false
  if ('parallelRouterKey' in value && Array.isArray(value.notFound)) {
    value.notFound = '$undefined'
    found = true
  }
  for (const child of Object.values(value)) found = dropNotFound(child) || found
  return found
}

/**
 * `text` (a page's router payload) without the not-found element of its layouts and the rows
 * only that element referred to; `text` itself when it has none, or when any row is not as
 * expected (a row of binary data, a JSON row that would not be written back to the same bytes).
 */
export function withoutNotFound(text) {
  return rewriteRows(text, '"notFound":[', dropNotFound)
}

/**
 * `text` with `change` applied to the value of each JSON row holding `marker` (it edits the value
 * in place and says whether it changed anything), and the rows only the old values referred to
 * gone; `text` itself when nothing changed, or when any row is not as expected (a row of binary
 * data, a JSON row that would not be written back to the same bytes).
 */
function rewriteRows(text, marker, change) {
  const rows = rowsOf(Buffer.from(text, 'utf8'))
  if (!rows) return text
  const byId = new Map(rows.filter((row) => row.id).map((row) => [row.id, row]))
  if (!byId.has('0')) return text
  const before = reachedFrom(byId)
  let changed = false
  for (const row of rows) {
    if (row.kind !== 'json' || !row.bytes.includes(marker)) continue
    const line = row.bytes.toString('utf8')
    const colon = line.indexOf(':')
    const body = line.slice(colon + 1).replace(/\n$/, '')
    let value
    try {
      value = JSON.parse(body)
    } catch {
      return text
    }
    if (JSON.stringify(value) !== body) return text
    if (!change(value, row.id)) continue
    row.bytes = Buffer.from(`${line.slice(0, colon + 1)}${JSON.stringify(value)}\n`, 'utf8')
    changed = true
  }
  if (!changed) return text
  // The rows the root row reached before and no longer does (the not-found page's own, its
  // modules too, which the router would fetch; a drawing's markup). A hint (no id), or a row
  // nothing named before, stays.
  const after = reachedFrom(byId)
  const gone = (row) => row.id && before.has(row.id) && !after.has(row.id)
  return Buffer.concat(rows.filter((row) => !gone(row)).map((row) => row.bytes)).toString('utf8')
}

/**
 * Applies `visit` to each element of a row's value (`['$', type, key, props]`), but not inside a
 * Suspense boundary with a fallback: the server drew the fallback, and the browser may draw the
 * boundary's content anew, from the payload. Whether `visit` changed any.
 */
function visitElements(value, boundaries, visit) {
  if (!Array.isArray(value)) {
    if (!value || typeof value !== 'object') return false
    return Object.values(value).reduce(
      (found, child) => visitElements(child, boundaries, visit) || found,
      false,
    )
  }
  const [tag, type, key, props] = value
  if (tag === '$' && boundaries.has(type) && props?.fallback != null) return false
  if (tag === '$' && typeof type === 'string' && props && typeof props === 'object') {
    if (visit(type, key, props)) return true
  }
  return value.reduce((found, child) => visitElements(child, boundaries, visit) || found, false)
}

/**
 * A first-screen drawing's element (components/ui/inline-svg.tsx, keyed by the site path of the
 * file it was read from) with its markup replaced by an <image> of that file; whether it was. The
 * page's HTML draws the picture (its words as shapes, so that it paints with the text), and React
 * keeps that markup when it hydrates an element whose inner HTML it was given: it never compares
 * or rewrites it, and sets it again only when the markup it is given changes. So the payload need
 * not carry the drawing a second time (12 to 19 KB a picture); should the router draw the element
 * itself (a move in place to the page, or the gallery's first view chosen again), it draws the
 * file, as a thumbnail does.
 */
function drawingAsFile(type, key, props) {
  if (type !== 'svg') return false
  // A server component's own key comes first when it was given one ('a,/images/b.svg').
  const file = typeof key === 'string' ? key.slice(key.lastIndexOf(',') + 1) : null
  const inner = props.dangerouslySetInnerHTML
  const box = typeof props.viewBox === 'string' ? props.viewBox.trim().split(/[\s,]+/) : []
  if (
    props['data-first-screen'] !== '' ||
    !file ||
    !/^\/[^"<>&,\s]*\.svg$/i.test(file) ||
    !inner ||
    typeof inner.__html !== 'string' ||
    box.length !== 4 ||
    !box.every((n) => Number.isFinite(Number(n)))
  )
    return false
  const [x, y, width, height] = box
  inner.__html = `<image href="${file}" x="${x}" y="${y}" width="${width}" height="${height}"/>`
  return true
}

/**
 * A structured-data script (components/seo/json-ld.tsx) with no text; whether it had any. It is
 * for crawlers, which read it in the HTML of each address they load. At hydration React keeps the
 * HTML's text, as it keeps a drawing's markup; a script the router draws after a click in the
 * browser is read by no crawler. So the payload need not carry it again: 0.2 to 2 KB a page,
 * most on a product's page.
 */
function structuredDataEmptied(type, _key, props) {
  const inner = props.dangerouslySetInnerHTML
  if (type !== 'script' || props.type !== 'application/ld+json' || !inner) return false
  if (typeof inner.__html !== 'string' || inner.__html === '') return false
  inner.__html = ''
  return true
}

/**
 * A page's router payload as the export serves it: without the not-found page (withoutNotFound),
 * with each first-screen drawing as its file (withDrawingsAsFiles) and its structured data only
 * in the HTML (withoutStructuredData); `text` itself when it has none of them, or when any row is
 * not as expected.
 */
export function leanPayload(text) {
  return withoutStructuredData(withDrawingsAsFiles(withoutNotFound(text)))
}

/**
 * `text` with each first-screen drawing as its file, and the rows only the drawings used gone.
 * Drawings inside a Suspense boundary that has a fallback stay as they are: the server draws the
 * fallback, and the browser may draw the boundary's content anew, which would show the file
 * instead of the page's drawing.
 */
export function withDrawingsAsFiles(text) {
  return rewriteElements(text, '"data-first-screen":""', drawingAsFile)
}

/**
 * `text` with each structured-data script empty, and the rows only their text used gone; inside
 * a Suspense boundary with a fallback they stay, as drawings do.
 */
export function withoutStructuredData(text) {
  return rewriteElements(text, '"application/ld+json"', structuredDataEmptied)
}

/**
 * `text` with `visit` applied to the elements of each row holding `marker` (visitElements), but
 * for rows a Suspense boundary with a fallback reaches; `text` itself when nothing changed or any
 * row is not as expected.
 */
function rewriteElements(text, marker, visit) {
  const rows = rowsOf(Buffer.from(text, 'utf8'))
  if (!rows) return text
  const boundaries = new Set(
    rows
      .filter((row) => row.kind === 'json' && /^[0-9a-f]+:"\$Sreact\.suspense"\n?$/.test(row.bytes))
      .map((row) => `$${row.id}`),
  )
  const held = new Set()
  if (boundaries.size) {
    const byId = new Map(rows.filter((row) => row.id).map((row) => [row.id, row]))
    const queue = []
    for (const row of rows.filter(
      (row) => row.kind === 'json' && row.bytes.includes('"fallback":'),
    )) {
      const line = row.bytes.toString('utf8')
      let value
      try {
        value = JSON.parse(line.slice(line.indexOf(':') + 1))
      } catch {
        return text
      }
      for (const props of boundaryProps(value, boundaries)) {
        for (const [, id] of JSON.stringify(props).matchAll(REFERENCE)) queue.push(id)
      }
    }
    while (queue.length) {
      const id = queue.pop()
      if (held.has(id) || !byId.has(id)) continue
      held.add(id)
      for (const [, next] of byId.get(id).bytes.toString('utf8').matchAll(REFERENCE))
        queue.push(next)
    }
  }
  return rewriteRows(text, marker, (value, id) =>
    held.has(id) ? false : visitElements(value, boundaries, visit),
  )
}

/** The props of every Suspense element with a fallback in a row's value. */
function boundaryProps(value, boundaries, found = []) {
  if (Array.isArray(value)) {
    const [tag, type, , props] = value
    if (tag === '$' && boundaries.has(type) && props?.fallback != null) found.push(props)
    for (const child of value) boundaryProps(child, boundaries, found)
  } else if (value && typeof value === 'object') {
    for (const child of Object.values(value)) boundaryProps(child, boundaries, found)
  }
  return found
}

/** The ids of the rows the root row (0) refers to, directly or through others. */
function reachedFrom(byId) {
  const reached = new Set(['0'])
  const queue = ['0']
  while (queue.length) {
    const row = byId.get(queue.pop())
    for (const [, id] of row.bytes.toString('utf8').matchAll(REFERENCE)) {
      if (byId.has(id) && !reached.has(id)) {
        reached.add(id)
        queue.push(id)
      }
    }
  }
  return reached
}

/**
 * The ids a payload's rows refer to that no row holds, in order: none in a payload the router can
 * read whole (a check of the export; null when the payload is not read to the byte).
 */
export function missingRows(text) {
  const rows = rowsOf(Buffer.from(text, 'utf8'))
  if (!rows) return null
  const ids = new Set(rows.map((row) => row.id))
  const missing = new Set()
  // A text row's bytes are the page's words, never a reference.
  for (const row of rows.filter((row) => row.kind !== 'text')) {
    for (const [, id] of row.bytes.toString('utf8').matchAll(REFERENCE)) {
      if (!ids.has(id)) missing.add(id)
    }
  }
  return [...missing]
}
