// Which of the pages made from content (products, posts, list pages, social cards) this build
// renders. Two ways to render fewer than all:
// - A share: several CI runners build the export together; COVERBRIDGE_SHARD=2/4 renders the
//   second of four shares (`npm run build -- --shard 2/4` sets it), and `npm run build:merge` puts
//   the shares back together. Every share renders the fixed pages and compiles all the client code;
//   the build is reproducible, so those files are the same bytes in each share. Which share a page
//   falls in depends on its path alone, never on the other pages: an added product moves no other
//   page to another share.
// - The pages whose inputs changed since the last export: COVERBRIDGE_RENDER_ONLY names a JSON
//   file of their paths (scripts/lib/export/render/, which puts the other pages back from the last
//   export). With no such file, every page.
// Plain JavaScript, read by the build script too; types in shard.d.mts.
import { createHash } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'

/** The share this build renders, from `K/N` (1 <= K <= N); undefined for every page. */
export function parseShard(value) {
  const match = value?.trim().match(/^(\d+)\/(\d+)$/)
  if (!match) return undefined
  const index = Number(match[1])
  const count = Number(match[2])
  return count >= 1 && index >= 1 && index <= count ? { index, count } : undefined
}

/** The share (1..count) a page's path falls in. */
export function shardOf(path, count) {
  return (createHash('sha256').update(path).digest().readUInt32BE(0) % count) + 1
}

/** The paths named in the file COVERBRIDGE_RENDER_ONLY points to; undefined for every page. */
export function renderOnly(file = process.env.COVERBRIDGE_RENDER_ONLY) {
  if (!file || !existsSync(file)) return undefined
  const paths = JSON.parse(readFileSync(file, 'utf8'))
  if (!Array.isArray(paths) || paths.some((path) => typeof path !== 'string')) {
    throw new Error(`${file}: expected a JSON list of page paths`)
  }
  return new Set(paths)
}

let only

/**
 * The items of a generated route whose pages this build renders, by each page's path: those of
 * its share, and of those, those named to render. A route left with none renders its first page
 * (as every other build does, to the same bytes): Next refuses an exported dynamic route with no
 * pages at all.
 */
export function toRender(
  items,
  pathOf,
  shard = parseShard(process.env.COVERBRIDGE_SHARD),
  named = (only ??= { paths: renderOnly() }).paths,
) {
  const whole = !shard || shard.count === 1
  if (whole && !named) return items
  const mine = items.filter(
    (item) =>
      (whole || shardOf(pathOf(item), shard.count) === shard.index) &&
      (!named || named.has(pathOf(item))),
  )
  return mine.length > 0 || items.length === 0 ? mine : items.slice(0, 1)
}
