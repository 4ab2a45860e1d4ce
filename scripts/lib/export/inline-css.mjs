// The site's stylesheet rides in each page. It is one file of about 11 KB gzipped, and a
// render-blocking <link> to it cost a phone on a slow network a second round trip (the HTML first,
// then the stylesheet, sharing the link with the font and the script preloads) before anything
// could be drawn: about 0.7 s of first paint under applied slow-4G throttling.
//
// Each <link rel="stylesheet"> Next writes becomes a <style> with the file's text. The link stays
// in the head, `disabled`: a disabled stylesheet link is neither fetched nor applied, and React,
// which looks stylesheets up by their href when it hydrates or navigates, finds it there and
// neither adds the file again nor waits for it. A repeat visit gets the HTML back as a 304, so it
// pays nothing for the inline copy; client-side navigations read the router payload, which never
// held the CSS text.
//
// A page that hydrates carries only the part of the stylesheet its HTML can use
// (scripts/lib/export/css-subset.mjs); its boot script switches the link on after the first paint, so the
// whole file, cached from then on, styles what hydration and the visitor's actions show.

import { pageClasses, prepareStylesheet, subsetFor } from './css-subset.mjs'

/** Next's stylesheet tags, in the head of every page. */
const STYLESHEET = /<link rel="stylesheet" href="([^"]+\.css)"([^>]*?)\/?>/g

/** Stylesheets prepared for subsetting, by their text (read once for all pages of a build). */
const prepared = new Map()

/**
 * The page with each stylesheet it links inlined. `readCss(href)` returns a file's text, or
 * undefined to leave that link as it is (a file not in the export). With `subset`, only the rules
 * the page's HTML can use are inlined, and the custom properties those rules and the page read. Already inlined pages, and styles that could close the
 * <style> element early, are left alone.
 */
export function inlineStylesheets(html, readCss, { subset = false } = {}) {
  const classes = subset ? pageClasses(html) : null
  return html.replace(STYLESHEET, (tag, href, rest) => {
    if (/\sdisabled/.test(rest)) return tag
    const css = readCss(href)
    if (css === undefined || /<\/style/i.test(css)) return tag
    if (classes && !prepared.has(css)) prepared.set(css, prepareStylesheet(css))
    const sheet = classes && prepared.get(css)
    const text = sheet ? subsetFor(sheet, classes, { html }) : css
    return `<style data-inlined="${href}">${text}</style><link rel="stylesheet" href="${href}"${rest} disabled=""/>`
  })
}

/** Whether the page still has a stylesheet that blocks its first paint on a request. */
export function hasBlockingStylesheet(html) {
  return [...html.matchAll(STYLESHEET)].some(([, , rest]) => !/\sdisabled/.test(rest))
}
