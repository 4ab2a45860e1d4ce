import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, test } from 'vitest'
import { chatHosts } from '../../scripts/lib/export/csp.mjs'
import { htmlFileFor, scriptsOf } from '../../scripts/lib/export/export-size.mjs'
import { pageRoutes } from '../e2e/support/export'

// The build with a chat portal id (npm run build:e2e:chat, in out-chat/), read without a browser:
// every page (the browser checks each kind of page in tests/e2e/chat.spec.ts). Its pages are those
// of out/, built the same way.
const CHAT_OUT = join(process.cwd(), 'out-chat')
const built = existsSync(join(CHAT_OUT, 'index.html'))

/** Every host name of the provider: its loaders, and what its widget reaches. */
const providerHosts = (() => {
  const hosts = chatHosts()
  return [...hosts.scripts, ...hosts.frames, ...hosts.images, ...hosts.connect].map(
    (origin) => new URL(origin).hostname,
  )
})()
const namesProvider = (text: string) => providerHosts.filter((host) => text.includes(host))
const POLICY = /<meta http-equiv="Content-Security-Policy" content="[^"]*"\/?>/

describe.skipIf(!built && !process.env.CI)('the build with a chat portal id', () => {
  const routes = pageRoutes()

  test('every page has the launcher, and names no host of the provider in its HTML, its router data or the code it starts with', () => {
    const named: string[] = []
    for (const route of routes) {
      const file = htmlFileFor(CHAT_OUT, route)
      const html = readFileSync(file, 'utf8')
      expect(html, route).toContain('aria-label="Chat with us"')
      const payload = file.replace(/\.html$/, '.txt')
      const texts = [
        ['HTML', html.replace(POLICY, '')],
        ['router data', existsSync(payload) ? readFileSync(payload, 'utf8') : ''],
        ...scriptsOf(CHAT_OUT, route).map((script) => [
          script.slice(CHAT_OUT.length),
          readFileSync(script, 'utf8'),
        ]),
      ]
      for (const [what, text] of texts) {
        for (const host of namesProvider(text ?? '')) named.push(`${route}: ${what} names ${host}`)
      }
    }
    expect(routes.length).toBeGreaterThan(50)
    expect(named).toEqual([])
  })

  test('the provider is named only by code loaded later (the chat loader on a press), which no page starts with', () => {
    const chunks = join(CHAT_OUT, '_next', 'static', 'chunks')
    const naming = readdirSync(chunks)
      .filter((name) => name.endsWith('.js'))
      .filter((name) => namesProvider(readFileSync(join(chunks, name), 'utf8')).length)
      .map((name) => join(chunks, name))
    expect(naming.some((file) => readFileSync(file, 'utf8').includes('hs-script-loader'))).toBe(
      true,
    )
    const startup = new Set(routes.flatMap((route) => scriptsOf(CHAT_OUT, route)))
    expect(naming.filter((file) => startup.has(file))).toEqual([])
  })

  test('every page’s policy allows the provider’s hosts (without a portal id none is: csp.test.ts)', () => {
    for (const route of routes) {
      const policy = POLICY.exec(readFileSync(htmlFileFor(CHAT_OUT, route), 'utf8'))?.[0] ?? ''
      for (const host of providerHosts) expect(policy, `${route} ${host}`).toContain(host)
    }
  })
})
