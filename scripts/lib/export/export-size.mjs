// Byte figures read straight from the static export: what a visitor downloads, gzipped.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative, sep } from 'node:path'
import { gzipSync } from 'node:zlib'
import { bootScriptOf } from './hydrate-after-paint.mjs'

const gzipCache = new Map()

export function gzipBytes(file) {
  if (!gzipCache.has(file)) gzipCache.set(file, gzipSync(readFileSync(file), { level: 9 }).length)
  return gzipCache.get(file)
}

export function htmlFileFor(outDir, route) {
  return join(outDir, route === '/' ? 'index.html' : `${route.replace(/^\//, '')}.html`)
}

/**
 * The scripts a route's HTML loads by itself, in document order, without duplicates: <script src>
 * tags, script preloads and the client scripts its boot script starts (they are preloaded, then
 * started after the first paint; a page whose first screen is a photo preloads them from the boot
 * script once the photo is in). `noModule` polyfills are left out: modern browsers never download
 * them.
 */
export function scriptsOf(outDir, route) {
  const html = readFileSync(htmlFileFor(outDir, route), 'utf8')
  const sources = [...html.matchAll(/<script\b[^>]*>|<link\b[^>]*\bas="script"[^>]*>/g)]
    .map((match) => match[0])
    .filter((tag) => !/\snoModule\b/i.test(tag))
    .map((tag) => /\s(?:src|href)="([^"]+)"/.exec(tag)?.[1])
    .filter(Boolean)
  const boot = bootScriptOf(html)
  sources.push(
    ...[...boot.matchAll(/"((?:\/[^"/]+)*\/_next\/static\/[^"]+\.js)"/g)].map((m) => m[1]),
  )
  return (
    [...new Set(sources)]
      .filter((src) => src.startsWith('/'))
      // Dynamic routes' chunks sit in folders such as [id], which the HTML writes %5Bid%5D.
      .map((src) => join(outDir, decodeURIComponent(src.split('?')[0])))
  )
}

/** First-load JavaScript of a route: gzipped bytes of every script its HTML loads. */
export function firstLoadJs(outDir, route) {
  return scriptsOf(outDir, route)
    .filter((file) => existsSync(file))
    .reduce((sum, file) => sum + gzipBytes(file), 0)
}

export function htmlBytes(outDir, route) {
  return {
    raw: readFileSync(htmlFileFor(outDir, route)).length,
    gzip: gzipBytes(htmlFileFor(outDir, route)),
  }
}

export const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`

/** What the hosts we deploy to accept per deployment (their documented limits). */
export const HOST_LIMITS = {
  cloudflareFiles: 20_000,
  cloudflareFileBytes: 25 * 1024 * 1024,
  githubSiteBytes: 1024 * 1024 * 1024,
}

/**
 * The hosts a build can be held to with DEPLOY_TARGET, each with its documented limits: files
 * per deployment, bytes per file, bytes per site, files in one folder.
 */
export const DEPLOY_TARGETS = {
  'cloudflare-pages': {
    host: 'Cloudflare Pages',
    files: HOST_LIMITS.cloudflareFiles,
    fileBytes: HOST_LIMITS.cloudflareFileBytes,
  },
  'github-pages': { host: 'GitHub Pages', siteBytes: HOST_LIMITS.githubSiteBytes },
  netlify: { host: 'Netlify', folderFiles: 54_000 },
  // One PUT of the deploy recipe (scripts/deploy-s3.mjs) carries an object of at most 5 GiB.
  s3: { host: 'Amazon S3', fileBytes: 5 * 1024 ** 3 },
}

/**
 * Pages (HTML files), files, total bytes, the largest file, and each folder's own files and bytes
 * (what sits directly in it: the host limits on entries per folder read that), of an export folder.
 */
export function exportStats(outDir) {
  const stats = { pages: 0, files: 0, bytes: 0, largest: { path: '', bytes: 0 }, folders: {} }
  const walk = (dir) => {
    const folder = relative(outDir, dir).split(sep).join('/') || '.'
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = join(dir, entry.name)
      if (entry.isDirectory()) {
        walk(full)
        continue
      }
      // Dotfiles (the build stamp) are never uploaded as part of the site.
      if (entry.name.startsWith('.')) continue
      const bytes = statSync(full).size
      stats.files += 1
      stats.bytes += bytes
      stats.folders[folder] ??= { files: 0, bytes: 0 }
      stats.folders[folder].files += 1
      stats.folders[folder].bytes += bytes
      if (entry.name.endsWith('.html')) stats.pages += 1
      if (bytes > stats.largest.bytes)
        stats.largest = { path: relative(outDir, full).split(sep).join('/'), bytes }
    }
  }
  walk(outDir)
  return stats
}

const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MB`
const count = (n) => n.toLocaleString('en-US')

/** The host limits an export passes, each as a sentence naming the host and what to do. */
export function hostWarnings(stats, limits = HOST_LIMITS) {
  const warnings = []
  if (stats.files > limits.cloudflareFiles)
    warnings.push(
      `Cloudflare Pages takes at most ${count(limits.cloudflareFiles)} files per deployment; this export has ${count(stats.files)}.`,
    )
  if (stats.largest.bytes > limits.cloudflareFileBytes)
    warnings.push(
      `Cloudflare Pages takes files of at most ${mb(limits.cloudflareFileBytes)}; ${stats.largest.path} is ${mb(stats.largest.bytes)}.`,
    )
  if (stats.bytes > limits.githubSiteBytes)
    warnings.push(
      `GitHub Pages publishes sites of at most ${mb(limits.githubSiteBytes)}; this export is ${mb(stats.bytes)}.`,
    )
  return warnings
}

/** The folder with the most files directly in it. */
function fullestFolder(stats) {
  return Object.entries(stats.folders).reduce(
    (best, [path, folder]) => (folder.files > best.files ? { path, files: folder.files } : best),
    { path: '.', files: 0 },
  )
}

/**
 * What a DEPLOY_TARGET host refuses in this export, one sentence each naming the host, its limit
 * and the export's figure; throws on a target it does not know, naming the known ones.
 */
export function targetProblems(stats, target) {
  const limits = DEPLOY_TARGETS[target]
  if (!limits)
    throw new Error(
      `DEPLOY_TARGET "${target}" is not a host we know; use one of ${Object.keys(DEPLOY_TARGETS).join(', ')}`,
    )
  const { host } = limits
  const problems = []
  if (limits.files && stats.files > limits.files)
    problems.push(
      `${host} takes at most ${count(limits.files)} files per deployment; this export has ${count(stats.files)}`,
    )
  if (limits.fileBytes && stats.largest.bytes > limits.fileBytes)
    problems.push(
      `${host} takes files of at most ${mb(limits.fileBytes)}; ${stats.largest.path} is ${mb(stats.largest.bytes)}`,
    )
  if (limits.siteBytes && stats.bytes > limits.siteBytes)
    problems.push(
      `${host} publishes sites of at most ${mb(limits.siteBytes)}; this export is ${mb(stats.bytes)}`,
    )
  const fullest = fullestFolder(stats)
  if (limits.folderFiles && fullest.files > limits.folderFiles)
    problems.push(
      `${host} takes at most ${count(limits.folderFiles)} files in one folder; ${fullest.path}/ has ${count(fullest.files)}`,
    )
  return problems
}

/** The one line the build ends with. */
export function summaryLine(stats) {
  return `export: ${stats.pages} pages, ${stats.files} files, ${stats.bytes} bytes (${mb(stats.bytes)}), largest ${stats.largest.path} (${stats.largest.bytes} bytes)`
}

/** What each page costs: files and bytes of the whole export divided by its pages. */
export function perPageLine(stats) {
  const pages = Math.max(stats.pages, 1)
  return `per page: ${(stats.files / pages).toFixed(2)} files, ${kb(stats.bytes / pages)}`
}

/** The `top` folders holding the most bytes directly, with their files. */
export function largestFoldersLine(stats, top = 5) {
  const folders = Object.entries(stats.folders)
    .sort(([, a], [, b]) => b.bytes - a.bytes)
    .slice(0, top)
    .map(([path, folder]) => `${path}/ ${count(folder.files)} files ${mb(folder.bytes)}`)
  return `largest folders: ${folders.join(', ')}`
}
