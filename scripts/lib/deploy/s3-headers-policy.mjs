// The headers of `_headers` that no object can carry (HSTS, frame-ancestors, X-Frame-Options,
// Permissions-Policy...), as a CloudFront response headers policy for the CDN in front of the
// bucket. Each page's Content-Security-Policy is a <meta> in the page itself and needs nothing;
// the policy carries only what a <meta> cannot (frame-ancestors) and the other site-wide headers.

const OBJECT_HEADERS = new Set([
  'cache-control',
  'content-type',
  'content-language',
  'content-disposition',
])

/** Whether a `_headers` rule's pattern matches every path of the site (`/*`, `/base/*`). */
function siteWide(rule, basePath) {
  return rule.regex.test(`${basePath}/`) && rule.regex.test(`${basePath}/any/path.html`)
}

function strictTransportSecurity(value) {
  const maxAge = /max-age=(\d+)/i.exec(value)?.[1] ?? '0'
  return {
    AccessControlMaxAgeSec: Number(maxAge),
    IncludeSubdomains: /includeSubDomains/i.test(value),
    Preload: /(^|;)\s*preload\b/i.test(value),
    Override: true,
  }
}

/**
 * A CloudFront ResponseHeadersPolicyConfig (the JSON `aws cloudfront
 * create-response-headers-policy --response-headers-policy-config` takes) from the site-wide
 * rules of `_headers`, and `elsewhere`: the headers of narrower rules that an object cannot
 * carry, as `{ pattern, name, value }`, which need a cache behaviour of their own.
 */
export function cloudFrontHeadersPolicy(rules, { name = 'coverbridge-site', basePath = '' } = {}) {
  const security = {}
  const custom = []
  const elsewhere = []
  for (const rule of rules) {
    for (const [header, value] of rule.headers) {
      const lower = header.toLowerCase()
      if (OBJECT_HEADERS.has(lower)) continue
      if (!siteWide(rule, basePath)) {
        elsewhere.push({ pattern: rule.pattern, name: header, value })
      } else if (lower === 'content-security-policy') {
        security.ContentSecurityPolicy = { ContentSecurityPolicy: value, Override: true }
      } else if (lower === 'strict-transport-security') {
        security.StrictTransportSecurity = strictTransportSecurity(value)
      } else if (lower === 'x-content-type-options') {
        security.ContentTypeOptions = { Override: true }
      } else if (lower === 'x-frame-options') {
        security.FrameOptions = { FrameOption: value.toUpperCase(), Override: true }
      } else if (lower === 'referrer-policy') {
        security.ReferrerPolicy = { ReferrerPolicy: value, Override: true }
      } else {
        custom.push({ Header: header, Value: value, Override: true })
      }
    }
  }
  const config = {
    Name: name,
    Comment: 'Site-wide headers of the export, from its _headers file',
    SecurityHeadersConfig: security,
    CustomHeadersConfig: { Quantity: custom.length, Items: custom },
  }
  return { config, elsewhere }
}
