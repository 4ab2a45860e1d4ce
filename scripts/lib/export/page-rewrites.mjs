// Each exported page goes through three rewrites, and each one matches the exact HTML that Next
// and React write today: the stylesheet link (inline-css.mjs), the async client script tags and
// the inline router payload (hydrate-after-paint.mjs), then the policy that hashes whatever inline
// scripts are left (csp.mjs). A Next upgrade that writes any of them a little differently would
// leave a page as it was, and the build would still pass, shipping it without its inline CSS,
// its deferred hydration or its outlined payload. So what each rewrite must do is first counted
// on the page with patterns that ignore attribute order and quoting, and what the rewrite left
// undone comes back as a problem that names the rewrite; the postbuild fails on any.
import { withPolicyMeta } from './csp.mjs'
import { hydrateAfterPaint } from './hydrate-after-paint.mjs'
import { inlineStylesheets } from './inline-css.mjs'

/** A stylesheet link, however its attributes are ordered or quoted. */
const ANY_STYLESHEET = /<link\b[^>]*?\brel=["']?stylesheet\b[^>]*>/gi

/** A script loaded from the export's client code, however its attributes are written. */
const ANY_CLIENT_SCRIPT = /<script\b[^>]*?\bsrc=["']?[^"'\s>]*\/_next\/static\/[^>]*>/gi

/** Any script element, its attributes and its text. */
const ANY_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi

const count = (html, pattern) => html.match(pattern)?.length ?? 0

/** Stylesheet links a first paint waits for: those not yet disabled by an earlier run. */
const blockingStylesheets = (html) =>
  (html.match(ANY_STYLESHEET) ?? []).filter((tag) => !/\sdisabled\b/i.test(tag)).length

/** Client scripts that run as they arrive: all but the nomodule polyfills. */
const eagerClientScripts = (html) =>
  (html.match(ANY_CLIENT_SCRIPT) ?? []).filter((tag) => !/\snomodule\b/i.test(tag)).length

/** Inline scripts that hand the router its payload (the boot script only reads it). */
const inlinePayloadScripts = (html) =>
  [...html.matchAll(ANY_SCRIPT)].filter(
    ([, attributes, text]) =>
      !/\ssrc=/i.test(attributes) &&
      !/\sdata-hydrate=/i.test(attributes) &&
      text.includes('__next_f'),
  ).length

const plural = (n, word) => `${n} ${word}${n === 1 ? '' : 's'}`

/**
 * One page through its rewrites. `payload` is the export's copy of its router payload (`url`,
 * `text`), undefined when `payloadFile` (the name it was looked up by) is missing; `readCss` reads
 * a stylesheet of the export by its URL; `chat` allows the chat hosts in the policy, `hosts` the
 * analytics and newsletter providers' (lib/integrations.mjs). Returns the
 * rewritten page and a problem, naming the rewrite, for each one that left undone what the page
 * needs. A page without client scripts (never hydrated) needs no payload moved.
 */
export function rewritePage(page, { payload, payloadFile, readCss, chat = false, hosts }) {
  const expected = {
    stylesheets: blockingStylesheets(page),
    scripts: eagerClientScripts(page),
    payload: inlinePayloadScripts(page),
  }
  // The stylesheet first: a held page's boot script takes its web font out of the inlined CSS.
  // A page that hydrates carries the part of its stylesheet it uses; its boot script switches the
  // whole file on after the first paint.
  const rewritten = hydrateAfterPaint(
    inlineStylesheets(page, readCss, { subset: expected.scripts > 0 }),
    payload,
  )
  const problems = []

  const blocking = blockingStylesheets(rewritten)
  if (blocking > 0) {
    problems.push(
      `inline CSS: ${plural(expected.stylesheets, 'stylesheet link')}, ${blocking} left blocking the first paint (the link is not the one Next wrote, or its file is not in the export)`,
    )
  }

  const eager = eagerClientScripts(rewritten)
  if (eager > 0) {
    problems.push(
      `hydration after paint: ${plural(expected.scripts, 'client script')}, ${eager} left to run before the first paint (the script tag is not the one Next wrote)`,
    )
  }

  const inline = expected.scripts > 0 ? inlinePayloadScripts(rewritten) : 0
  if (inline > 0) {
    problems.push(
      `router payload: ${plural(expected.payload, 'inline script')} of it, ${inline} left in the page (${payload ? `out/${payloadFile} is not the same text, or the scripts are not the pushes Next wrote` : `no out/${payloadFile} beside the page`})`,
    )
  }

  let html = rewritten
  try {
    html = withPolicyMeta(rewritten, { chat, hosts }).html
  } catch (error) {
    problems.push(`Content-Security-Policy: ${error.message}`)
  }
  const elements = count(html, ANY_SCRIPT)
  const openings = count(html, /<script\b/gi)
  if (openings !== elements) {
    problems.push(
      `Content-Security-Policy: ${plural(openings, '<script> tag')}, ${elements} read whole (an inline script it cannot hash)`,
    )
  }

  return { html, problems, expected }
}
