// Hydration waits for the first paint. Next.js loads its client code with async <script> tags, and
// an async script runs the moment it arrives: when the code is cached, or simply arrives before the
// page's first frame, React's hydration (tens of milliseconds of script on a phone) runs first and
// the visitor looks at a blank screen meanwhile. This rewrite keeps the downloads where they were
// (a low-priority preload in place of each tag, so the bytes still arrive in parallel) and runs the
// scripts once the browser reports the first contentful paint. A hidden page, or a browser without
// paint timing, runs them at once; a page that has not painted after three seconds runs them anyway.

/** The client code tags Next writes: async scripts from /_next/static/ (not the nomodule polyfills). */
const CLIENT_SCRIPT =
  /<script src="(\/_next\/static\/[^"]+\.js)"(?: id="([^"]*)")? async=""><\/script>/g

/** Marks the boot script, so that a second run finds the page already rewritten. */
const BOOT_MARK = 'data-hydrate="after-paint"'

/**
 * The inline script that appends the client scripts, in their original order, after the first
 * contentful paint. `scripts` are [src, id] pairs; the id (React's bootstrap script has one) is
 * kept. Its text is hashed into the page's Content-Security-Policy like every inline script.
 */
export function bootScript(scripts) {
  return (
    '(function(s){var d=0;function go(){if(d)return;d=1;s.forEach(function(a){' +
    "var e=document.createElement('script');e.src=a[0];if(a[1])e.id=a[1];e.async=true;document.head.appendChild(e)})}" +
    "var P=window.PerformanceObserver;if(document.visibilityState!=='visible'||!P||(P.supportedEntryTypes||[]).indexOf('paint')<0)return go();" +
    "new P(function(l,o){if(l.getEntriesByName('first-contentful-paint').length){o.disconnect();go()}}).observe({type:'paint',buffered:true});" +
    "document.addEventListener('visibilitychange',go);setTimeout(go,3000)})(" +
    JSON.stringify(scripts) +
    ')'
  )
}

/**
 * The page with its client scripts started after the first paint. Each tag becomes a
 * low-priority preload where it stood (unless Next preloads it already); the boot script takes the place of the last one. A page
 * without client scripts, or one already rewritten, comes back unchanged.
 */
export function hydrateAfterPaint(html) {
  if (html.includes(BOOT_MARK)) return html
  const scripts = []
  const tags = [...html.matchAll(CLIENT_SCRIPT)]
  if (tags.length === 0) return html
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
    if (!preloaded.has(src)) {
      rewritten += `<link rel="preload" as="script" fetchpriority="low" href="${src}"/>`
    }
    if (tag === last) rewritten += `<script ${BOOT_MARK}>${bootScript(scripts)}</script>`
    from = tag.index + whole.length
  }
  return rewritten + html.slice(from)
}
