#!/usr/bin/env node
// Runs after `next build`: gives every exported HTML file, 404.html included, its own
// Content-Security-Policy as the first element of <head>, with the SHA-256 hash of each inline
// script the page carries (Next.js inlines its router payload), so scripts need no
// 'unsafe-inline'. The policy travels with the page: every static host applies it, whether it
// reads a headers file or not. out/_headers keeps only the site-wide headers of public/_headers.
// Before that, each page's client scripts are set to run after its first paint, and its router
// payload to come from the export's .txt copy of it (scripts/lib/export/hydrate-after-paint.mjs), so the
// boot script they need is hashed with the rest.
// The stylesheet is inlined into each page (scripts/lib/export/inline-css.mjs), so the first paint needs
// only the HTML. A page one of these rewrites cannot read fails the build, naming the page and the
// rewrite (scripts/lib/export/page-rewrites.mjs).
// Photos' originals are taken out of the export: the pages draw their variants. So are the route
// files no visitor, router or crawler asks for (scripts/lib/export/prune-export.mjs).
// Also stamps the export with the kind of build (scripts/lib/export/build-stamp.mjs).
import nextEnv from '@next/env'
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { join, relative, sep } from 'node:path'
import { writeStamp } from './lib/export/build-stamp.mjs'
import { claimBuildId, replaceBuildId } from './lib/export/build-id.mjs'
import { buildCores } from './lib/export/cores.mjs'
import { payloadFileOf, rewritePages } from './lib/export/rewrite-pages.mjs'
import { removePhotoOriginals } from './lib/export/photo-originals.mjs'
import { pruneRouteFiles } from './lib/export/prune-export.mjs'
import { splitExportSitemap } from './lib/export/sitemap-split.mjs'
import { resolveSite, withBasePath } from '../lib/base-path.mjs'
import * as thirdParty from '../lib/third-party-origins.mjs'
import { integrationHosts } from '../lib/integrations.mjs'

// The same .env files `next build` read, so the policy matches what the pages were built with.
nextEnv.loadEnvConfig(process.cwd(), false, { info: () => {}, error: console.error })
const OUT = join(process.cwd(), 'out')
const { basePath, origin } = resolveSite(process.env)
const chat = /^\d{1,12}$/.test(process.env.NEXT_PUBLIC_CHAT_PORTAL_ID?.trim() ?? '')
// The analytics and newsletter providers' hosts: none in a build without them.
const hosts = integrationHosts(process.env)
const hostCount = hosts.scripts.length + hosts.connect.length

function htmlFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name)
    if (statSync(full).isDirectory()) return name === '_next' ? [] : htmlFiles(full)
    return name.endsWith('.html') ? [full] : []
  })
}

// The build id first (the policies hash the inline router payloads that carry it), then the route
// files no one fetches go, before anything reads or rewrites them.
const buildId = claimBuildId(OUT)
const pruned = pruneRouteFiles(OUT)
const names = htmlFiles(OUT)
  .map((file) => relative(OUT, file).split(sep).join('/'))
  .sort()
const workers = buildCores()
const rewritten = await rewritePages(OUT, names, {
  workers,
  buildId,
  basePath,
  rewriteOptions: { chat, hosts },
})
if (buildId) {
  replaceBuildId(OUT, buildId, new Set(names.flatMap((name) => [name, payloadFileOf(name)])))
}
const { failures, deferred, outlined, blocking, pages, cached, leaner } = rewritten
if (failures.length > 0) {
  console.error(
    `postbuild: ${failures.length} rewrites left undone what a page needs; Next's HTML may have changed shape:\n${failures.join('\n')}`,
  )
  process.exit(1)
}
// The headers file may only name hosts of the one list (Permissions-Policy names the video host),
// and stays small enough for every host that reads one (Cloudflare Pages: 100 rules at most).
const headersFile = join(OUT, '_headers')
if (existsSync(headersFile)) {
  const text = readFileSync(headersFile, 'utf8')
  const known = new Set(
    Object.values(thirdParty).flatMap((value) =>
      typeof value === 'string' ? [value] : Object.values(value).flat(),
    ),
  )
  const unknown = [...text.matchAll(/https:\/\/[\w.-]+/g)]
    .map(([host]) => host)
    .filter((host) => !known.has(host))
  const rules = text.split('\n').filter((line) => /^\//.test(line)).length
  if (unknown.length || rules > 20) {
    console.error(
      `postbuild: public/_headers ${unknown.length ? `names hosts missing from lib/third-party-origins.mjs: ${unknown.join(', ')}` : `has ${rules} rules (at most 20)`}`,
    )
    process.exit(1)
  }
  // The rules name URL paths: under a path prefix, each starts with it.
  if (basePath) {
    writeFileSync(
      headersFile,
      text.replace(/^\/.*$/gm, (pattern) => withBasePath(basePath, pattern)),
    )
  }
}
const originals = removePhotoOriginals(OUT)
if (originals.problems.length) {
  console.error(`postbuild: ${originals.problems.join('\n  ')}`)
  process.exit(1)
}
// Past 50,000 URLs or 50 MB, the sitemap becomes an index of parts (scripts/lib/export/sitemap-split.mjs).
const sitemaps = existsSync(join(OUT, 'sitemap.xml'))
  ? splitExportSitemap(OUT, (path) => `${origin}${withBasePath(basePath, path)}`)
  : 0
writeStamp(OUT)
console.log(
  `postbuild: build id ${buildId ?? "(Next's own)"}; ${pages} pages rewritten on ${Math.min(workers, pages)} threads, ${cached} of them read from .cache/export/pages; Content-Security-Policy written into ${pages} HTML files${chat ? ' (chat hosts allowed)' : ''}${hostCount ? ` (analytics and newsletter hosts allowed: ${[...new Set([...hosts.scripts, ...hosts.connect])].join(' ')})` : ''}; ${deferred} client scripts start after the first paint; ${outlined} fetch their router payload after the first paint; ${pages - blocking} carry their stylesheet inline; ${pruned.files} route files no one fetches removed (${(pruned.bytes / 1024 / 1024).toFixed(1)} MB); the not-found page and the drawings the HTML holds left out of the router files (${((leaner + pruned.leaner) / 1024 / 1024).toFixed(1)} MB)${sitemaps > 1 ? `; sitemap.xml is an index of ${sitemaps - 1} parts` : ''}`,
)
