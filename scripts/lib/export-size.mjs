// Byte figures read straight from the static export: what a visitor downloads, gzipped.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
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

/** Pages (HTML files), files, total bytes and the largest file of an export folder. */
export function exportStats(outDir) {
  const stats = { pages: 0, files: 0, bytes: 0, largest: { path: '', bytes: 0 } }
  const walk = (dir) => {
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
      if (entry.name.endsWith('.html')) stats.pages += 1
      if (bytes > stats.largest.bytes) stats.largest = { path: relative(outDir, full), bytes }
    }
  }
  walk(outDir)
  return stats
}

const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MB`

/** The host limits an export passes, each as a sentence naming the host and what to do. */
export function hostWarnings(stats, limits = HOST_LIMITS) {
  const warnings = []
  if (stats.files > limits.cloudflareFiles)
    warnings.push(
      `Cloudflare Pages takes at most ${limits.cloudflareFiles.toLocaleString('en-US')} files per deployment; this export has ${stats.files.toLocaleString('en-US')}.`,
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

/** The one line the build ends with. */
export function summaryLine(stats) {
  return `export: ${stats.pages} pages, ${stats.files} files, ${stats.bytes} bytes (${mb(stats.bytes)}), largest ${stats.largest.path} (${stats.largest.bytes} bytes)`
}
