// @vitest-environment node
// The keys and headers each export file gets in an object store, the deploy plan, and the CDN
// policy for the headers no object can carry. The deploy itself: s3-deploy-store.test.ts.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { objectHeaders, objectKeys, planDeploy } from '@/scripts/lib/deploy/s3-deploy.mjs'
import { cloudFrontHeadersPolicy } from '@/scripts/lib/deploy/s3-headers-policy.mjs'
import { parseHeadersFile } from '@/scripts/lib/static-server/header-rules.mjs'
import { FIXTURE } from './export-fixture'

const rules = parseHeadersFile(readFileSync(join(process.cwd(), 'public', '_headers'), 'utf8'))

describe('each export file as an object', () => {
  it.each(Object.entries(FIXTURE))('%s gets its type and caching', (file, [, type, cache]) => {
    expect(objectHeaders(file, { rules })).toEqual({ ContentType: type, CacheControl: cache })
  })

  it('keys a page under its clean URL too, and nothing else twice', () => {
    expect(objectKeys('pricing.html')).toEqual(['pricing.html', 'pricing'])
    expect(objectKeys('blog/page/2.html', '/site/')).toEqual([
      'site/blog/page/2.html',
      'site/blog/page/2',
    ])
    for (const file of ['index.html', '404.html', 'admin/index.html', 'pricing.txt', 'x.css']) {
      expect(objectKeys(file, 'site')).toEqual([`site/${file}`])
    }
  })

  it('matches the rules of an export built under a path prefix', () => {
    const prefixed = parseHeadersFile(
      '/coverbridge/_next/static/*\n  Cache-Control: public, max-age=9\n  Content-Language: en\n  X-Frame-Options: DENY\n',
    )
    expect(
      objectHeaders('_next/static/a-1.js', { rules: prefixed, basePath: '/coverbridge' }),
    ).toEqual({
      ContentType: 'text/javascript; charset=utf-8',
      CacheControl: 'public, max-age=9',
      ContentLanguage: 'en',
    })
    expect(objectHeaders('_next/static/a-1.js', { rules: prefixed }).CacheControl).toContain(
      'immutable',
    )
  })
})

describe('the deploy plan', () => {
  const local = [
    { key: 'a.html', md5: 'aaa' },
    { key: 'b.css', md5: 'bbb' },
  ]
  const remote = new Map([
    ['a.html', '"aaa"'],
    ['b.css', '"old"'],
    ['gone.html', '"ccc"'],
  ])

  it('uploads changed bytes only and deletes only when asked', () => {
    expect(planDeploy(local, remote)).toEqual({ upload: [local[1]], skipped: 1, remove: [] })
    expect(planDeploy(local, remote, { del: true }).remove).toEqual(['gone.html'])
    expect(planDeploy(local, remote, { force: true }).upload).toEqual(local)
  })
})

describe('the CDN headers policy', () => {
  it('carries the site-wide headers that no object can, and names the narrower ones', () => {
    const { config, elsewhere } = cloudFrontHeadersPolicy(rules)
    expect(config.SecurityHeadersConfig).toEqual({
      ContentSecurityPolicy: { ContentSecurityPolicy: "frame-ancestors 'none'", Override: true },
      StrictTransportSecurity: {
        AccessControlMaxAgeSec: 63072000,
        IncludeSubdomains: true,
        Preload: true,
        Override: true,
      },
      ContentTypeOptions: { Override: true },
      FrameOptions: { FrameOption: 'DENY', Override: true },
      ReferrerPolicy: { ReferrerPolicy: 'strict-origin-when-cross-origin', Override: true },
    })
    expect(config.CustomHeadersConfig.Items.map((item) => item.Header)).toEqual([
      'Permissions-Policy',
      'Cross-Origin-Opener-Policy',
    ])
    expect(config.CustomHeadersConfig.Quantity).toBe(2)
    expect(elsewhere).toEqual([{ pattern: '/admin/*', name: 'X-Robots-Tag', value: 'noindex' }])
  })
})
