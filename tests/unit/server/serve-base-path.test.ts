// @vitest-environment node
import { mkdtempSync, realpathSync, rmSync, writeFileSync } from 'node:fs'
import { createServer, get, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
// @ts-expect-error: the static server's modules are plain ESM without types
import { createHandler } from '../../../scripts/lib/static-server/handler.mjs'

/** scripts/serve.mjs --base-path: the site under a prefix, as a host that mounts it there. */
let site: string
let server: Server
let port: number

function fetchRaw(
  path: string,
): Promise<{ status: number; body: string; headers: Record<string, unknown> }> {
  return new Promise((resolve, reject) => {
    get({ host: '127.0.0.1', port, path }, (response) => {
      let body = ''
      response.on('data', (chunk) => (body += chunk))
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, body, headers: response.headers }),
      )
    }).on('error', reject)
  })
}

beforeAll(async () => {
  site = mkdtempSync(join(tmpdir(), 'serve-base-'))
  writeFileSync(join(site, 'index.html'), 'HOME')
  writeFileSync(join(site, 'pricing.html'), 'PRICING')
  writeFileSync(join(site, '404.html'), 'NOT-FOUND-PAGE')
  writeFileSync(join(site, '_headers'), '/coverbridge/*\n  X-Test: prefixed\n')
  const handle = createHandler({
    root: site,
    realRoot: realpathSync(site),
    basePath: '/coverbridge',
  })
  server = createServer((request, response) => void handle(request, response))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  port = (server.address() as AddressInfo).port
})

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve))
  rmSync(site, { recursive: true, force: true })
})

describe('scripts/serve.mjs under a path prefix', () => {
  it('serves the site under the prefix, with the prefixed _headers rules', async () => {
    for (const [path, body] of [
      ['/coverbridge', 'HOME'],
      ['/coverbridge/', 'HOME'],
      ['/coverbridge/pricing', 'PRICING'],
      ['/coverbridge/pricing/', 'PRICING'],
      ['/coverbridge/pricing.html', 'PRICING'],
    ]) {
      const answer = await fetchRaw(path!)
      expect([path, answer.status, answer.body]).toEqual([path, 200, body])
      expect(answer.headers['x-test'], path).toBe('prefixed')
    }
  })

  it('answers 404 with the site’s 404 page outside the prefix, the root included', async () => {
    for (const path of [
      '/',
      '/pricing',
      '/coverbridgex',
      '/coverbridge/nope',
      '/other/coverbridge',
    ]) {
      const answer = await fetchRaw(path)
      expect([path, answer.status, answer.body]).toEqual([path, 404, 'NOT-FOUND-PAGE'])
    }
  })
})
