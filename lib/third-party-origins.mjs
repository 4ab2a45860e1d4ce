// Every host outside the site that a page may reach, listed once. The code that reaches a host
// imports it from here (each export on its own, so a page bundles only what it uses), and the
// build's Content-Security-Policy (scripts/lib/export/csp.mjs) allows exactly these hosts. Plain
// JavaScript so that the build scripts read it too; types in third-party-origins.d.mts.

/** The contact form's mail API (@emailjs/browser posts to it; connect-src). */
export const EMAILJS_API = 'https://api.emailjs.com'

/** The video player's frame (frame-src). */
export const VIDEO_FRAME = 'https://www.youtube-nocookie.com'

/** The chat provider's loader script: tried first, then its regional mirror (script-src). */
export const CHAT_PRIMARY_SCRIPT = 'https://js.hs-scripts.com'
export const CHAT_FALLBACK_SCRIPT = 'https://js-na1.hs-scripts.com'

/** What the chat widget loads once its loader runs (only allowed in a build with a portal id). */
export const CHAT_WIDGET = {
  scripts: [
    'https://js.hs-analytics.net',
    'https://js.hs-banner.com',
    'https://js.usemessages.com',
    'https://js.hscollectedforms.net',
  ],
  frames: ['https://app.hubspot.com', 'https://app-na1.hubspot.com'],
  images: [
    'https://track.hubspot.com',
    'https://perf.hsforms.com',
    'https://static.hsappstatic.net',
    'https://cdn2.hubspot.net',
  ],
  connect: [
    'https://api.hubspot.com',
    'https://api-na1.hubapi.com',
    'https://api.hubapi.com',
    'https://forms.hubspot.com',
    'https://forms.hscollectedforms.net',
  ],
}

/**
 * Google Analytics 4 (a build with NEXT_PUBLIC_ANALYTICS_PROVIDER=ga4 only): gtag.js comes from
 * the tag manager's host and sends its hits to the collection hosts (connect-src, img-src).
 */
export const GA4 = {
  script: 'https://www.googletagmanager.com',
  connect: [
    'https://www.google-analytics.com',
    'https://region1.google-analytics.com',
    'https://analytics.google.com',
    'https://www.googletagmanager.com',
  ],
}

/** Umami Cloud: its script's host, and the gateway the script sends to (connect-src). */
export const UMAMI_CLOUD = {
  script: 'https://cloud.umami.is',
  connect: 'https://api-gateway.umami.dev',
}

/** Plausible's hosted script when NEXT_PUBLIC_ANALYTICS_SCRIPT is unset (it sends to its own host). */
export const PLAUSIBLE_HOSTED = 'https://plausible.io'
