// @vitest-environment node
import { spawnSync } from 'node:child_process'
import { resolve } from 'node:path'
import {
  NEWSLETTER_ADDRESSES,
  startStandIns,
  standInOrigin,
} from '@/scripts/lib/tools/provider-stand-ins.mjs'

// The stand-ins as the engines without request routing would meet them: over HTTP, on a port
// of the tests' own (a free one here).
describe('the providers stand-ins, served over HTTP', () => {
  it('serve the collector script, record its hits, and answer a subscription by the address', async () => {
    const server = await startStandIns(0)
    const { port } = server
    const origin = `http://127.0.0.1:${port}`
    try {
      const script = await fetch(`${origin}/js/script.manual.js`)
      expect(script.headers.get('content-type')).toBe('text/javascript')
      expect(await script.text()).toContain('window.plausible = function (name, options)')
      const hit = await fetch(`${origin}/api/event`, {
        method: 'POST',
        body: JSON.stringify({ n: 'pageview', u: 'http://x/pricing', d: 'coverbridge.example' }),
      })
      expect(hit.status).toBe(202)
      const ask = (email: string) =>
        fetch(
          `${origin}/subscribe/post-json?u=e2e&id=list&EMAIL=${encodeURIComponent(email)}&c=cb1`,
        )
      expect(await (await ask(NEWSLETTER_ADDRESSES.subscribed)).text()).toMatch(
        /^cb1\(\{"result":"success",/,
      )
      expect(await (await ask(NEWSLETTER_ADDRESSES.already)).text()).toContain(
        'is already subscribed to list',
      )
      expect(await (await ask(NEWSLETTER_ADDRESSES.refused)).text()).toMatch(
        /^cb1\(\{"result":"error","msg":"0 - /,
      )
      await expect(ask(NEWSLETTER_ADDRESSES.failed)).rejects.toThrow('fetch failed')
      expect(server.hits.map((entry) => entry.kind)).toEqual([
        'event',
        'subscribe',
        'subscribe',
        'subscribe',
        'subscribe',
      ])
    } finally {
      await server.close()
    }
  })

  it('sit 15 above the port the build was made for', () => {
    expect(standInOrigin(4173)).toBe('http://127.0.0.1:4188')
  })
})

describe('check-env with a wrong provider variable', () => {
  it('refuses the build, naming the variable', () => {
    const run = spawnSync(process.execPath, [resolve('scripts/check-env.mjs')], {
      env: {
        NODE_ENV: 'production',
        PATH: process.env.PATH,
        NEXT_PUBLIC_SITE_URL: 'https://www.coverbridge.example',
        NEXT_PUBLIC_NEWSLETTER_PROVIDER: 'mailchimp',
        NEXT_PUBLIC_NEWSLETTER_URL: 'http://cb.us1.list-manage.com/subscribe/post?u=1&id=2',
      },
      encoding: 'utf8',
    })
    expect(run.status).toBe(1)
    expect(run.stderr).toContain(
      'Build refused: NEXT_PUBLIC_NEWSLETTER_URL must start with https:// ("http://cb.us1.list-manage.com/subscribe/post?u=1&id=2").',
    )
  })
})
