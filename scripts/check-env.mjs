#!/usr/bin/env node
// Runs before every `next build`. Without NEXT_PUBLIC_SITE_URL every canonical link, og:url,
// og:image, sitemap entry and RSS link of the export points at http://localhost:3000: search
// engines and social cards would send visitors there. A plain build warns; `--require` (the
// deploy build, `npm run build:deploy`) refuses to go on.
import nextEnv from '@next/env'
import { resolveSite } from '../lib/base-path.mjs'
import { readAnalytics, readNewsletter } from '../lib/integrations.mjs'
import { cmsBackend } from './lib/cms/cms-backend.mjs'
import { DEPLOY_TARGETS } from './lib/export/export-size.mjs'

// The same .env files `next build` reads (.env, .env.production, .env.local).
nextEnv.loadEnvConfig(process.cwd(), false, { info: () => {}, error: console.error })
const required = process.argv.includes('--require')
const siteUrl = process.env.NEXT_PUBLIC_SITE_URL?.trim() ?? ''

function problem() {
  if (!siteUrl) return 'is not set'
  let url
  try {
    url = new URL(siteUrl)
  } catch {
    return `is not a URL ("${siteUrl}")`
  }
  if (!/^https?:$/.test(url.protocol)) return `must start with https:// ("${siteUrl}")`
  if (required && /^(localhost|127\.0\.0\.1|\[::1\])$/.test(url.hostname))
    return `points at this machine ("${siteUrl}")`
  return null
}

// The path prefix: NEXT_PUBLIC_BASE_PATH, or the path of NEXT_PUBLIC_SITE_URL; both, they must agree.
try {
  resolveSite(process.env)
} catch (error) {
  console.error(`\nBuild refused: ${error.message}.\n`)
  process.exit(1)
}

// The CMS's backend (CMS_*): a wrong value stops here, before the pages are built, naming it.
try {
  cmsBackend(process.env)
} catch (error) {
  console.error(`\nBuild refused: ${error.message}.\n`)
  process.exit(1)
}

// Analytics and the newsletter's provider (NEXT_PUBLIC_ANALYTICS_*, NEXT_PUBLIC_NEWSLETTER_*):
// a value that would put a wrong address or id into every page stops here, naming it.
try {
  readAnalytics(process.env)
  readNewsletter(process.env)
} catch (error) {
  console.error(`\nBuild refused: ${error.message}.\n`)
  process.exit(1)
}

// The host the export is held to (scripts/export-report.mjs): an unknown name stops here, not after
// the pages are built.
const target = process.env.DEPLOY_TARGET?.trim()
if (target && !Object.hasOwn(DEPLOY_TARGETS, target)) {
  console.error(
    `\nBuild refused: DEPLOY_TARGET "${target}" is not a host we know; use one of ${Object.keys(DEPLOY_TARGETS).join(', ')}.\n`,
  )
  process.exit(1)
}

const found = problem()
if (found) {
  const text = [
    `NEXT_PUBLIC_SITE_URL ${found}.`,
    'Canonical URLs, og:url, og:image, sitemap.xml, robots.txt and feed.xml will say http://localhost:3000,',
    'so search engines and shared links point visitors at localhost.',
    'Set it to the public address, e.g. NEXT_PUBLIC_SITE_URL=https://www.coverbridge.example',
  ].join('\n  ')
  if (required) {
    console.error(`\nDeploy build refused: ${text}\n`)
    process.exit(1)
  }
  console.warn(`\nWarning: ${text}\n`)
}
