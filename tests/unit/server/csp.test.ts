// @vitest-environment node
import { buildPolicy, chatHosts, sha256, withPolicyMeta } from '@/scripts/lib/export/csp.mjs'
import {
  CHAT_FALLBACK_SCRIPT,
  CHAT_PRIMARY_SCRIPT,
  EMAILJS_API,
  VIDEO_FRAME,
} from '@/lib/third-party-origins.mjs'

const page = [
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><title>T</title>',
  '<script src="/_next/static/chunks/a.js" async=""></script>',
  '<script type="application/ld+json">{"@type":"Organization"}</script>',
  '</head><body><p>x</p><script>self.__next_f.push([1,"a"])</script>',
  '<script>self.__next_f.push([1,"b"])</script></body></html>',
].join('')

const directive = (policy: string, name: string) =>
  new RegExp(`(?:^|; )${name} ([^;]*)`).exec(policy)?.[1]?.split(' ') ?? []

describe('the Content-Security-Policy of a page', () => {
  it('goes first in <head>, hashing the inline scripts a browser runs (not JSON data)', () => {
    const { html, policy } = withPolicyMeta(page)
    expect(html).toMatch(
      /^<!DOCTYPE html><html lang="en"><head><meta http-equiv="Content-Security-Policy" content="/,
    )
    expect(directive(policy, 'script-src')).toEqual([
      "'self'",
      // The site search's WebAssembly; not eval, which stays blocked.
      "'wasm-unsafe-eval'",
      `'sha256-${sha256('self.__next_f.push([1,"a"])')}'`,
      `'sha256-${sha256('self.__next_f.push([1,"b"])')}'`,
    ])
    expect(policy.split(/[\s;]+/)).not.toContain("'unsafe-eval'")
    expect(policy).not.toContain('frame-ancestors')
  })

  it('is written once however often the build step runs', () => {
    const once = withPolicyMeta(page).html
    expect(withPolicyMeta(once).html).toBe(once)
    expect(once.match(/http-equiv="Content-Security-Policy"/g)).toHaveLength(1)
  })

  it('takes every third-party host from lib/third-party-origins.mjs', () => {
    const plain = buildPolicy()
    expect(directive(plain, 'connect-src')).toEqual(["'self'", EMAILJS_API])
    expect(directive(plain, 'frame-src')).toEqual([VIDEO_FRAME])
    expect(plain).not.toContain('hs-scripts')
    const chat = buildPolicy({ chat: true })
    const hosts = chatHosts()
    expect(hosts.scripts).toEqual(
      expect.arrayContaining([CHAT_PRIMARY_SCRIPT, CHAT_FALLBACK_SCRIPT]),
    )
    expect(directive(chat, 'script-src')).toEqual([
      "'self'",
      "'wasm-unsafe-eval'",
      ...hosts.scripts,
    ])
    expect(directive(chat, 'frame-src')).toEqual([VIDEO_FRAME, ...hosts.frames])
    expect(directive(chat, 'img-src')).toEqual(["'self'", 'data:', ...hosts.images])
    expect(directive(chat, 'connect-src')).toEqual(["'self'", EMAILJS_API, ...hosts.connect])
  })

  it('fails loudly on a document without <head>', () => {
    expect(() => withPolicyMeta('<p>no head</p>')).toThrow(/no <head>/)
  })
})
