/**
 * The site's own look for the preview's frame: its stylesheet, and the classes its layout puts
 * on <html> (the font) and <body>. Read from the site's home page as it is served, so the preview
 * wears the stylesheet of the build it ships with, or `next dev`'s under `npm run cms`: the same
 * file the pages load, never a copy.
 */
import { withBase } from '@/lib/paths'

export type SiteLook = { stylesheets: string[]; htmlClass: string; bodyClass: string }

/** The look a home page's HTML gives: its stylesheets (also those inlined by the build). */
export function siteLookOf(html: string): SiteLook {
  const page = new DOMParser().parseFromString(html, 'text/html')
  const hrefs = [
    ...[...page.querySelectorAll('link[rel="stylesheet"]')].map((link) =>
      link.getAttribute('href'),
    ),
    ...[...page.querySelectorAll('style[data-inlined]')].map((style) =>
      style.getAttribute('data-inlined'),
    ),
  ]
  return {
    stylesheets: [...new Set(hrefs.filter((href): href is string => Boolean(href)))],
    htmlClass: page.documentElement.className,
    bodyClass: page.body.className,
  }
}

let look: Promise<SiteLook> | undefined

/** The site's look, fetched once (the home page, from the site this admin is part of). */
export function siteLook(): Promise<SiteLook> {
  look ??= fetch(withBase('/'))
    .then((response) => (response.ok ? response.text() : ''))
    .then(siteLookOf, () => siteLookOf(''))
  return look
}

/** Dresses a preview frame's document in the site's look. */
export async function wearSiteLook(frame: Document) {
  const { stylesheets, htmlClass, bodyClass } = await siteLook()
  frame.documentElement.className = htmlClass
  frame.body.className = bodyClass
  for (const href of stylesheets) {
    if (frame.head.querySelector(`link[href="${CSS.escape(href)}"]`)) continue
    const link = frame.createElement('link')
    link.rel = 'stylesheet'
    link.href = href
    frame.head.append(link)
  }
}
