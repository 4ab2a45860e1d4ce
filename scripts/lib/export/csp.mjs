// The site's Content-Security-Policy, built in one place. Third-party hosts come from
// lib/third-party-origins.mjs, the same list the chat loader, the video player and the contact
// form's tests read, so a host can never be allowed in one place and used from another.
import { createHash } from 'node:crypto'
import {
  CHAT_FALLBACK_SCRIPT,
  CHAT_PRIMARY_SCRIPT,
  CHAT_WIDGET,
  EMAILJS_API,
  VIDEO_FRAME,
} from '../../../lib/third-party-origins.mjs'

/** Hosts the chat needs: both loader scripts and everything its widget loads. */
export function chatHosts() {
  return {
    scripts: [CHAT_PRIMARY_SCRIPT, CHAT_FALLBACK_SCRIPT, ...CHAT_WIDGET.scripts],
    frames: CHAT_WIDGET.frames,
    images: CHAT_WIDGET.images,
    connect: CHAT_WIDGET.connect,
  }
}

const NO_HOSTS = { scripts: [], connect: [], images: [] }

/**
 * The policy of one page. `scriptHashes` are the base64 SHA-256 digests of the page's inline
 * scripts; `chat` adds the chat provider's hosts (a build with NEXT_PUBLIC_CHAT_PORTAL_ID);
 * `hosts` those of the build's analytics and newsletter providers (integrationHosts in
 * lib/integrations.mjs), none in a build without them.
 * `frame-ancestors` is left out: a <meta> policy cannot carry it, so it travels as a header
 * (public/_headers) beside X-Frame-Options.
 */
export function buildPolicy({ scriptHashes = [], chat = false, hosts = NO_HOSTS } = {}) {
  const chatAllowed = chat ? chatHosts() : { scripts: [], frames: [], images: [], connect: [] }
  const scripts = [
    "'self'",
    // The site search (Pagefind) runs WebAssembly; eval itself stays blocked.
    "'wasm-unsafe-eval'",
    ...scriptHashes.map((hash) => `'sha256-${hash}'`),
    ...chatAllowed.scripts,
    ...hosts.scripts,
  ]
  return [
    "default-src 'self'",
    `script-src ${scripts.join(' ')}`,
    // Inline style attributes (React style props, libraries) are allowed; inline scripts are not.
    "style-src 'self' 'unsafe-inline'",
    `img-src ${["'self'", 'data:', ...chatAllowed.images, ...hosts.images].join(' ')}`,
    "font-src 'self'",
    `connect-src ${["'self'", EMAILJS_API, ...chatAllowed.connect, ...hosts.connect].join(' ')}`,
    `frame-src ${[VIDEO_FRAME, ...chatAllowed.frames].join(' ')}`,
    "media-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ')
}

/** Contents of the inline scripts a browser would run (not JSON data blocks). */
export function inlineScripts(html) {
  const scripts = []
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const [, attributes, body] = match
    if (/\ssrc=/i.test(attributes)) continue
    const type = /\stype="([^"]*)"/i.exec(attributes)?.[1]
    if (type && !/^(text|application)\/(javascript|ecmascript)$|^module$/i.test(type)) continue
    scripts.push(body)
  }
  return scripts
}

export const sha256 = (text) => createHash('sha256').update(text, 'utf8').digest('base64')

const META = /<meta http-equiv="Content-Security-Policy" content="[^"]*"\/?>/i

/**
 * The page with its policy as the first element of <head> (an earlier policy tag is replaced, so
 * running this twice changes nothing). The policy only governs what follows it, hence first.
 */
export function withPolicyMeta(html, { chat = false, hosts = NO_HOSTS } = {}) {
  const bare = html.replace(META, '')
  const scriptHashes = [...new Set(inlineScripts(bare).map(sha256))]
  const policy = buildPolicy({ scriptHashes, chat, hosts })
  const meta = `<meta http-equiv="Content-Security-Policy" content="${policy.replaceAll('"', '&quot;')}"/>`
  const head = /<head\b[^>]*>/i.exec(bare)
  if (!head) throw new Error('no <head> element to put the Content-Security-Policy in')
  const at = head.index + head[0].length
  return { html: bare.slice(0, at) + meta + bare.slice(at), policy }
}
