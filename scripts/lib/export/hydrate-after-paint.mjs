// Hydration waits for the first paint. Next.js loads its client code with async <script> tags, and
// an async script runs the moment it arrives: when the code is cached, or simply arrives before the
// page's first frame, React's hydration (tens of milliseconds of script on a phone) runs first and
// the visitor looks at a blank screen meanwhile. This rewrite keeps the downloads where they were
// (a low-priority preload in place of each tag, so the bytes still arrive in parallel) and runs the
// scripts once the browser reports the first contentful paint. A hidden page, or a browser without
// paint timing, runs them at once; a page that has not painted after three seconds runs them anyway.
//
// The router payload leaves the page too. App Router inlines, at the end of every document, the
// serialised React tree that hydration reads: about half of each page's compressed bytes, so
// the document needed a second round trip before the first screen could be drawn. The export
// already holds the same text in a file of its own (about-us.txt beside about-us.html), written
// for client-side navigation. When the inline payload is that text to the byte, its scripts are
// dropped and the file is preloaded at low priority like the client code; after the first paint
// the boot script reads it (from that preload), hands it to the router the way the inline scripts
// did, then starts the client code. If the file cannot be fetched (after two more tries) the page
// stays as it was drawn: every text readable, every link a plain link.
//
// The web font waits for the first paint too. Its @font-face rules leave the page's inline CSS (a
// <noscript> copy loads it without JavaScript) and the boot script puts them back once the page
// has painted. With a downloaded face named but not yet loaded, a phone's first layout took 30 to
// 50 ms longer (4x slower CPU) than with the local faces alone, and the text paints in those
// faces anyway: they are drawn to Inter's metrics, so nothing moves when it swaps in.
//
// The blocks below the first screen (render-when-near) are skipped by the first frame only: once
// the client code has started, an idle moment draws them all (data-drawn on <html>). Tools that
// read colours off the rendered page, as Lighthouse's accessibility audit does, found the text of
// a skipped block on the page's white and reported the footer's light text as unreadable.
//
// A page whose first screen is a photo holds its downloads, its web font and its other photos
// back until that photo has arrived: held-photo-page.mjs.

import {
  firstScreenPhoto,
  withoutWebFontRules,
  withoutWebFonts,
  withSmallPictures,
} from './held-photo-page.mjs'

export { firstScreenPhoto, withoutWebFontRules }

/** The client code tags Next writes: async scripts from /_next/static/, under the path prefix if any (not the nomodule polyfills). */
const CLIENT_SCRIPT =
  /<script src="((?:\/[^"/]+)*\/_next\/static\/[^"]+\.js)"(?: id="([^"]*)")? async=""><\/script>/g

/** Next's inline router payload: an opening [0], then the text in [1, chunk] pieces. */
const PAYLOAD_SCRIPT =
  /<script>(?:\(self\.__next_f=self\.__next_f\|\|\[\]\)|self\.__next_f)\.push\((\[.*?\])\)<\/script>/gs

/** Marks the boot script, so that a second run finds the page already rewritten. */
const BOOT_MARK = 'data-hydrate="after-paint"'

/**
 * The inline script that appends the client scripts, in their original order, after the first
 * contentful paint. `scripts` are [src, id] pairs; the id (React's bootstrap script has one) is
 * kept. With a `payload` URL it first fetches the router payload and queues it where Next's client
 * reads it. With `fonts` (the page's web font rules) it puts them back at the first paint, or on
 * a held page once its photo is in. Its text is hashed into the page's Content-Security-Policy
 * like every inline script.
 */
export function bootScript(scripts, payload, { held = false, fonts = '' } = {}) {
  const start =
    'function go(){if(d)return;d=1;font();u?load():run()}' +
    "var P=window.PerformanceObserver;if(document.visibilityState!=='visible'||!P||(P.supportedEntryTypes||[]).indexOf('paint')<0)return go();" +
    "new P(function(l,o){if(l.getEntriesByName('first-contentful-paint').length){o.disconnect();go()}}).observe({type:'paint',buffered:true});" +
    "document.addEventListener('visibilitychange',go);setTimeout(go,3000)"
  // Only a held page carries the wait for its photo: every other page's script is as it was.
  const body = held
    ? `var c=0;function start(){${start}}` +
      "function free(){document.querySelectorAll('[data-sizes]').forEach(function(e){e.setAttribute('sizes',e.getAttribute('data-sizes'));e.removeAttribute('data-sizes')});font()}" +
      "if(document.visibilityState!=='visible'){free();return start()}" +
      "function pre(a,f){var l=document.createElement('link');l.rel='preload';l.setAttribute('as',a);l.href=f;if(a==='fetch')l.crossOrigin='anonymous';document.head.appendChild(l)}" +
      "function fetchAll(){if(c)return;c=1;free();s.forEach(function(a){pre('script',a[0])});if(u)pre('fetch',u);start()}" +
      'function watch(){var i=document.querySelector(\'img[fetchpriority=high][src*="/_img/"]\');if(!i||i.complete)return fetchAll();' +
      "i.addEventListener('load',fetchAll);i.addEventListener('error',fetchAll)}" +
      "setTimeout(fetchAll,3000);document.readyState==='loading'?document.addEventListener('DOMContentLoaded',watch):watch()"
    : start
  return (
    `(function(s,u,F){var d=0,n=0;function exec(){s.forEach(function(a){` +
    "var e=document.createElement('script');e.src=a[0];if(a[1])e.id=a[1];e.async=true;document.head.appendChild(e)});" +
    // Then, once the browser is idle, the blocks below the first screen are drawn as well
    // (render-when-near in app/globals.css skips them only until <html> has data-drawn).
    'var R=window.requestIdleCallback;R?R(drawn,{timeout:2000}):setTimeout(drawn,500)}' +
    "function drawn(){document.documentElement.setAttribute('data-drawn','')}" +
    // The web font's rules, once: at the first paint, or on a held page when its photo is in.
    "function font(){if(!F)return;var t=document.createElement('style');t.textContent=F;F='';document.head.appendChild(t)}" +
    // The whole stylesheet first (the page inlines the part its HTML uses): the client code runs
    // once it has loaded or failed, or after three seconds.
    "function run(){var L=document.querySelectorAll('link[rel=stylesheet][disabled]'),k=L.length,x=0;function f(){if(x||--k>0)return;x=1;exec()}" +
    "if(!k)return exec();L.forEach(function(l){l.onload=l.onerror=f;l.removeAttribute('disabled')});setTimeout(function(){k=0;f()},3000)}" +
    'function load(){fetch(u).then(function(r){if(!r.ok)throw Error(r.status);return r.text()}).then(function(t){' +
    'var f=self.__next_f=self.__next_f||[];f.push([0],[1,t]);run()},function(){if(++n<3)setTimeout(load,2000*n)})}' +
    body +
    '})(' +
    JSON.stringify(scripts) +
    (payload || fonts ? ',' + JSON.stringify(payload ?? null) : '') +
    (fonts ? ',' + JSON.stringify(fonts).replace(/</g, '\\u003c') : '') +
    ')'
  )
}

/** The text of the page's boot script, or '' when the page has none. */
export function bootScriptOf(html) {
  return new RegExp(`<script ${BOOT_MARK}>([\\s\\S]*?)</script>`).exec(html)?.[1] ?? ''
}

/** Whether the page still carries Next's inline router payload. */
export function hasInlinePayload(html) {
  return html.search(PAYLOAD_SCRIPT) >= 0
}

/**
 * The page without its inline router payload, when `text` is that payload to the byte (an opening
 * [0], then [1, chunk] pieces that join into `text`); otherwise null, and the page keeps it.
 */
function withoutPayload(html, text) {
  const pushes = [...html.matchAll(PAYLOAD_SCRIPT)]
  if (pushes.length < 2) return null
  let joined = ''
  for (const [index, push] of pushes.entries()) {
    let entry
    try {
      entry = JSON.parse(push[1])
    } catch {
      return null
    }
    if (index === 0 ? entry[0] !== 0 || entry.length !== 1 : entry[0] !== 1) return null
    if (index > 0) joined += entry[1]
  }
  if (joined !== text) return null
  return html.replace(PAYLOAD_SCRIPT, '')
}

/**
 * The page with its client scripts started after the first paint. Each tag becomes a
 * low-priority preload where it stood (unless Next preloads it already); the boot script takes
 * the place of the last one. Given the export's copy of the router payload (`payload.text`, served
 * at `payload.url`), the inline copy goes when it matches. A page without client scripts, or one
 * already rewritten, comes back unchanged.
 */
export function hydrateAfterPaint(page, payload) {
  if (page.includes(BOOT_MARK)) return page
  const outlined = payload ? withoutPayload(page, payload.text) : null
  const held = firstScreenPhoto(page)
  // The preload's CORS mode and credentials match those of the boot script's fetch(), so the
  // fetch is served from it (on a held page the boot script adds it, alike).
  const unheld =
    outlined === null
      ? page
      : held
        ? outlined
        : outlined.replace(
            '</head>',
            `<link rel="preload" as="fetch" crossorigin="anonymous" fetchpriority="low" href="${payload.url}"/></head>`,
          )
  // A held page keeps no preload of its own, not even the one of Next's runtime.
  const { page: html, fonts } = withoutWebFonts(
    held ? withSmallPictures(unheld.replace(/<link rel="preload" as="script"[^>]*>/g, '')) : unheld,
  )
  const scripts = []
  const tags = [...html.matchAll(CLIENT_SCRIPT)]
  if (tags.length === 0) return page
  const last = tags.at(-1)
  const preloaded = new Set(
    [...html.matchAll(/<link rel="preload" as="script"[^>]*? href="([^"]+)"/g)].map((m) => m[1]),
  )
  let rewritten = ''
  let from = 0
  for (const tag of tags) {
    const [whole, src, id] = tag
    scripts.push(id ? [src, id] : [src])
    rewritten += html.slice(from, tag.index)
    // Next already preloads its webpack runtime: one preload per script is enough.
    if (!preloaded.has(src) && !held) {
      rewritten += `<link rel="preload" as="script" fetchpriority="low" href="${src}"/>`
    }
    if (tag === last) {
      const boot = bootScript(scripts, outlined === null ? undefined : payload.url, {
        held,
        fonts,
      })
      rewritten += `<script ${BOOT_MARK}>${boot}</script>`
    }
    from = tag.index + whole.length
  }
  return rewritten + html.slice(from)
}
