// Byte figures read straight from the static export: what a visitor downloads, gzipped.
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'

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
 * tags and script preloads (the client scripts are preloaded, then started after the first paint).
 * `noModule` polyfills are left out: modern browsers never download them.
 */
export function scriptsOf(outDir, route) {
  const html = readFileSync(htmlFileFor(outDir, route), 'utf8')
  const sources = [...html.matchAll(/<script\b[^>]*>|<link\b[^>]*\bas="script"[^>]*>/g)]
    .map((match) => match[0])
    .filter((tag) => !/\snoModule\b/i.test(tag))
    .map((tag) => /\s(?:src|href)="([^"]+)"/.exec(tag)?.[1])
    .filter(Boolean)
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
