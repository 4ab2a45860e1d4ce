// @vitest-environment node
import {
  leanPayload,
  missingRows,
  withDrawingsAsFiles,
  withoutNotFound,
  withoutStructuredData,
} from '@/scripts/lib/export/lean-payload.mjs'

/** A row of the payload as Next writes it: `id:` and a JSON value on one line. */
const row = (id: string, value: unknown) => `${id}:${JSON.stringify(value)}\n`
/** A text row: its length in bytes (not characters), then the text, newlines and all. */
const text = (id: string, body: string) => `${id}:T${Buffer.byteLength(body).toString(16)},${body}`

/** The root layout's router element, its not-found element as given. */
const layoutRouter = (notFound: unknown) => [
  '$',
  '$L2',
  null,
  { parallelRouterKey: 'children', error: '$5', notFound, forbidden: '$undefined' },
]

/** A page's payload: hints, modules, the root row, rows of the page and of the not-found page. */
function payload(notFound: unknown) {
  return [
    '1:"$Sreact.fragment"\n',
    '2:I[39756,["/_next/static/chunks/a.js"],"default"]\n',
    // The not-found page's module and the name of its code's file, which that module names.
    '4:"static/chunks/app/not-found-1.js"\n',
    'd:I[145,["999","$4"],"NotFoundLinks"]\n',
    ':HL["/_next/static/css/a.css","style"]\n',
    row('0', {
      b: 'id',
      t: [
        '$',
        'html',
        null,
        { children: [['$', 'main', null, { children: '$L6' }], layoutRouter(notFound)] },
      ],
      h: '$L9',
    }),
    row('5', ['$', 'p', null, { children: 'Something went wrong' }]),
    row('6', ['$', 'div', null, { children: ['$L7', '$a'] }]),
    // A row both the page and the not-found page name: it stays.
    row('7', ['$', 'footer', null, { children: 'Coverbridge, 2026' }]),
    // Only the not-found page's: they go.
    row('b', ['$', 'main', null, { children: ['$Lc', 'Page not found', ['$', '$Ld', null, {}]] }]),
    text('c', 'Back to the\nhome page, café'),
    row('9', [['$', 'title', '0', { children: 'Pricing' }]]),
    text('a', 'Price: $$42 — a year\n'),
  ].join('')
}

const NOT_FOUND = [['$', 'header', null, { children: '$Lb' }], '$L7']

describe('a router payload without the not-found page', () => {
  it("drops the layout's not-found element and the rows only it named, and keeps every other byte", () => {
    const lean = withoutNotFound(payload(NOT_FOUND))
    expect(lean).toBe(
      payload('$undefined')
        .replace(
          row('b', [
            '$',
            'main',
            null,
            { children: ['$Lc', 'Page not found', ['$', '$Ld', null, {}]] },
          ]),
          '',
        )
        .replace(text('c', 'Back to the\nhome page, café'), '')
        .replace('4:"static/chunks/app/not-found-1.js"\n', '')
        .replace('d:I[145,["999","$4"],"NotFoundLinks"]\n', ''),
    )
    expect(lean).toContain(row('7', ['$', 'footer', null, { children: 'Coverbridge, 2026' }]))
    expect(lean).toContain(text('a', 'Price: $$42 — a year\n'))
    expect(lean).toContain('2:I[39756')
    expect(lean).toContain(':HL[')
  })

  it('leaves a payload without one, or one it cannot read to the byte, as it is', () => {
    const none = payload('$undefined')
    expect(withoutNotFound(none)).toBe(none)
    const lean = withoutNotFound(payload(NOT_FOUND))
    expect(withoutNotFound(lean)).toBe(lean)
    // Written with spaces: not JSON.stringify's bytes, so not rewritten.
    const spaced = payload(NOT_FOUND).replace('"parallelRouterKey":', '"parallelRouterKey": ')
    expect(withoutNotFound(spaced)).toBe(spaced)
    // A text row whose length runs past the end, a row without an id's colon, binary data.
    for (const broken of [
      `${payload(NOT_FOUND)}d:Tfff,short`,
      `${payload(NOT_FOUND)}no colon`,
      `${payload(NOT_FOUND)}d:o4,abcd`,
      '',
    ]) {
      expect(withoutNotFound(broken)).toBe(broken)
    }
  })

  it('names the rows a payload refers to and lacks, a module naming its code included', () => {
    expect(missingRows(payload(NOT_FOUND))).toEqual([])
    expect(missingRows(withoutNotFound(payload(NOT_FOUND)))).toEqual([])
    // A module kept while the file name it refers to went: the router would stop on it.
    const broken = payload(NOT_FOUND).replace('4:"static/chunks/app/not-found-1.js"\n', '')
    expect(missingRows(broken)).toEqual(['4'])
    // "$" in the words of a text row names nothing.
    expect(missingRows(text('e', '"$99 a year"'))).toEqual([])
    expect(missingRows('no colon')).toBeNull()
  })
})

/** A first-screen drawing's element as components/ui/inline-svg.tsx writes it, keyed by its file. */
const drawing = (
  props: Record<string, unknown>,
  file: string | null = '/images/hero/quote.svg',
) => [
  '$',
  'svg',
  file,
  {
    viewBox: '0 0 600 400',
    'aria-label': 'Harbor Point quote',
    'data-first-screen': '',
    className: 'inline-picture',
    dangerouslySetInnerHTML: { __html: '$e' },
    ...props,
  },
]
const OUTLINES = '<g><defs><path id="_S_1_-g0" d="m34 0v373"/></defs><use href="#_S_1_-g0"/></g>'

/** A page whose main holds `element`, its drawing's markup in text row e. */
const withDrawing = (element: unknown) =>
  [
    row('0', { b: 'id', t: ['$', 'main', null, { children: '$L6' }] }),
    row('6', ['$', 'div', null, { children: [element, '$La'] }]),
    text('e', OUTLINES),
    text('a', 'Price: $$42 — a year\n'),
  ].join('')

describe('a router payload with its drawings as their files', () => {
  const IMAGE = '<image href="/images/hero/quote.svg" x="0" y="0" width="600" height="400"/>'

  it("gives a first-screen drawing an <image> of its file, drops the markup's row, keeps the rest", () => {
    const lean = withDrawingsAsFiles(withDrawing(drawing({})))
    expect(lean).toBe(
      [
        row('0', { b: 'id', t: ['$', 'main', null, { children: '$L6' }] }),
        row('6', [
          '$',
          'div',
          null,
          { children: [drawing({ dangerouslySetInnerHTML: { __html: IMAGE } }), '$La'] },
        ]),
        text('a', 'Price: $$42 — a year\n'),
      ].join(''),
    )
    expect(missingRows(lean)).toEqual([])
    expect(withDrawingsAsFiles(lean)).toBe(lean)
    // Markup written in the row itself is replaced the same way; the box's origin is kept.
    const inline = withDrawing(
      drawing({ viewBox: '10 5 60 40', dangerouslySetInnerHTML: { __html: OUTLINES } }),
    )
    // Keyed by the server component that drew it too: its own key comes first.
    expect(
      withDrawingsAsFiles(withDrawing(drawing({}, 'card-7,/images/hero/quote.svg'))),
    ).toContain(JSON.stringify(IMAGE))
    expect(withDrawingsAsFiles(inline)).toContain(
      JSON.stringify('<image href="/images/hero/quote.svg" x="10" y="5" width="60" height="40"/>'),
    )
  })

  it('leaves a drawing keyed by no file or an odd one, with an odd box, or not first-screen, as it is', () => {
    for (const file of [
      null,
      'https://example.com/a.svg',
      '/images/a.png',
      '/images/a".svg',
      '0',
      'card-7,/images/a.png',
    ]) {
      const page = withDrawing(drawing({}, file))
      expect(withDrawingsAsFiles(page), String(file)).toBe(page)
    }
    for (const props of [
      { 'data-first-screen': undefined },
      { viewBox: '0 0 600' },
      { viewBox: '0 0 six 400' },
      { dangerouslySetInnerHTML: undefined, children: '$e' },
    ]) {
      const page = withDrawing(drawing(props))
      expect(withDrawingsAsFiles(page), JSON.stringify(props)).toBe(page)
    }
  })

  it('leaves the drawings of a Suspense boundary with a fallback: the browser may draw them anew', () => {
    const page = (fallback: unknown) =>
      [
        '3:"$Sreact.suspense"\n',
        row('0', { b: 'id', t: ['$', 'main', null, { children: '$L6' }] }),
        row('6', [
          '$',
          '$3',
          null,
          { fallback, children: ['$', '$L9', null, { children: '$L7' }] },
        ]),
        row('7', ['$', 'ul', null, { children: drawing({}) }]),
        text('e', OUTLINES),
      ].join('')
    const held = page('$L7')
    expect(withDrawingsAsFiles(held)).toBe(held)
    // A boundary without one (Next's metadata outlet) is drawn once, as the HTML has it.
    expect(withDrawingsAsFiles(page(null))).toContain(JSON.stringify(IMAGE))
  })

  it('serves a page all ways lean: no not-found page, drawings as files, no structured data', () => {
    const page = payload(NOT_FOUND).replace(
      row('6', ['$', 'div', null, { children: ['$L7', '$a'] }]),
      row('6', ['$', 'div', null, { children: ['$L7', '$a', drawing({})] }]) + text('e', OUTLINES),
    )
    const withData =
      page.replace('"$a",', `"$a",${JSON.stringify(jsonLd('$f'))},`) + text('f', DATA)
    const lean = leanPayload(withData)
    expect(lean).not.toContain('Page not found')
    expect(lean).not.toContain(OUTLINES)
    expect(lean).toContain(JSON.stringify(IMAGE))
    expect(lean).not.toContain('schema.org')
    expect(lean).toContain(JSON.stringify(jsonLd('')))
    expect(missingRows(lean)).toEqual([])
  })
})

/** A structured-data script as components/seo/json-ld.tsx writes it, its text as given. */
const jsonLd = (__html: string) => [
  '$',
  'script',
  null,
  { type: 'application/ld+json', dangerouslySetInnerHTML: { __html } },
]
const DATA = '{"@context":"https://schema.org","@type":"Product","name":"Field Guide"}'

describe('a router payload with its structured data in the HTML only', () => {
  it('empties each structured-data script, drops the text row only it used, keeps the rest', () => {
    const page = [
      row('0', { b: 'id', t: ['$', 'main', null, { children: '$L6' }] }),
      row('6', ['$', 'div', null, { children: [jsonLd('$f'), jsonLd(DATA), '$La'] }]),
      text('f', DATA),
      text('a', 'Price: $$42 — a year\n'),
    ].join('')
    const lean = withoutStructuredData(page)
    expect(lean).toBe(
      [
        row('0', { b: 'id', t: ['$', 'main', null, { children: '$L6' }] }),
        row('6', ['$', 'div', null, { children: [jsonLd(''), jsonLd(''), '$La'] }]),
        text('a', 'Price: $$42 — a year\n'),
      ].join(''),
    )
    expect(missingRows(lean)).toEqual([])
    expect(withoutStructuredData(lean)).toBe(lean)
  })

  it('leaves other scripts, and those of a Suspense boundary with a fallback, as they are', () => {
    const other = row('0', {
      t: [
        '$',
        'script',
        null,
        { type: 'application/json', dangerouslySetInnerHTML: { __html: '{"a":1}' } },
      ],
      n: 'application/ld+json',
    })
    expect(withoutStructuredData(other)).toBe(other)
    const held = [
      '3:"$Sreact.suspense"\n',
      row('0', { b: 'id', t: ['$', '$3', null, { fallback: '$L7', children: '$L7' }] }),
      row('7', ['$', 'ul', null, { children: jsonLd(DATA) }]),
    ].join('')
    expect(withoutStructuredData(held)).toBe(held)
  })
})
