// @vitest-environment node
import { request } from 'node:https'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startChatStub } from '../../../scripts/lib/bench/chat-stub.mjs'
import { throwawayCertificate } from '../../../scripts/lib/bench/processes.mjs'

/** GET `path` from the stand-in as the browser would, for `host` (resolved to it). */
function get(port: number, host: string, path: string) {
  return new Promise<{ status: number; type: string; body: string }>((resolve, reject) => {
    const req = request(
      { host: '127.0.0.1', port, path, headers: { Host: host }, rejectUnauthorized: false },
      (res) => {
        let body = ''
        res.on('data', (chunk: Buffer) => (body += chunk))
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, type: res.headers['content-type'] ?? '', body }),
        )
      },
    )
    req.on('error', reject)
    req.end()
  })
}

const tls = throwawayCertificate()

describe.skipIf(!tls)('the chat provider stand-in (bench)', () => {
  let stub: Awaited<ReturnType<typeof startChatStub>>

  beforeAll(async () => {
    stub = await startChatStub(0, tls!)
  })
  afterAll(async () => {
    await stub.close()
    tls?.remove()
  })

  it('answers a loader URL with the provider in miniature and records every request by host', async () => {
    expect(stub.requests).toEqual([])
    const loader = await get(stub.port, 'js.hs-scripts.com', '/4401234.js')
    expect(loader.status).toBe(200)
    expect(loader.type).toBe('text/javascript')
    expect(loader.body).toContain('window.HubSpotConversations')
    expect(loader.body).toContain('window.__chatLoadedFrom = "js.hs-scripts.com"')
    const other = await get(stub.port, 'api.hubspot.com', '/livechat/settings')
    expect(other.status).toBe(204)
    expect(stub.requests).toEqual([
      'js.hs-scripts.com/4401234.js',
      'api.hubspot.com/livechat/settings',
    ])
  })
})
