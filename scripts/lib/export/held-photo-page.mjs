// A page whose first screen is a photo (an author's picture, lib/images: an eager, high-priority
// <img> of /_img/) holds its downloads back until that photo has arrived. The photo is its
// largest paint; started beside it, the client code (about 140 KB) and the router payload took
// most of a slow phone's bandwidth and pushed the photo back by a second. So such a page has no
// preloads in its HTML: the boot script adds them once the photo has loaded or failed (or after
// three seconds, or at once on a hidden page), then waits for the paint as any page does. Its web
// font (30 KB), which every page holds until its first paint (hydrate-after-paint.mjs), waits
// until that moment too. Until then the text is drawn in the local faces shaped to the font's
// metrics, as on any page before the font arrives.
// The page's other photos (a product's thumbnails under it: 17 KB) are drawn from their smallest
// variant (2 KB each) until then, and sharpen into the variant they need.
//
// What hydrate-after-paint.mjs does to such a page's HTML, apart from its boot script: the test for
// a first-screen photo and the other photos drawn small; and, for every page, the font rules
// taken out.

/** An @font-face rule of the inline CSS that downloads its font (not a local() face). */
const WEB_FONT = /@font-face\{[^{}]*\bsrc:url\([^{}]*\}/g

/**
 * Whether the page's first screen is a photo: an eager, high-priority image whose file is one of
 * the variants the image pipeline made (a first-screen SVG rides in the HTML and needs no hold).
 */
export function firstScreenPhoto(html) {
  return /<img\b[^>]*\bfetchPriority="high"[^>]*\bsrc="[^"]*\/_img\/[^"]*"/.test(html)
}

/** The CSS without its web fonts' @font-face rules: the inline CSS of a page with a boot script. */
export function withoutWebFontRules(css) {
  return css.replace(WEB_FONT, '')
}

/**
 * The page with its web fonts' @font-face rules out of its inline CSS and in a <noscript> copy at
 * the end of its head, and the rules' text, for the boot script to put back.
 */
export function withoutWebFonts(html) {
  let fonts = ''
  const page = html.replace(/(<style\b[^>]*>)([\s\S]*?)(<\/style>)/g, (_, open, css, close) => {
    const kept = css.replace(WEB_FONT, (rule) => ((fonts += rule), ''))
    return open + kept + close
  })
  if (!fonts) return { page: html, fonts }
  return {
    page: page.replace('</head>', `<noscript><style>${fonts}</style></noscript></head>`),
    fonts,
  }
}

/**
 * The page with every other photo it shows (a <picture> of /_img/ variants, not the first-screen
 * one) drawn for now from its smallest variant: its `sizes` become 1px, the real ones wait in
 * data-sizes for the boot script, and the browser picks the full variant once they are back.
 * The srcset stays whole, so a visitor without JavaScript still sees each photo (soft) and a
 * crawler still reads every file.
 */
export function withSmallPictures(html) {
  return html.replace(/<picture>[\s\S]*?<\/picture>/g, (picture) =>
    picture.includes('/_img/') && !picture.includes('fetchPriority="high"')
      ? picture.replace(/ sizes="([^"]*)"/g, ' sizes="1px" data-sizes="$1"')
      : picture,
  )
}
