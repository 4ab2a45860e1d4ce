// One build can render a share of the pages made from content (products, posts, list pages,
// social cards), so several CI runners build the export together: COVERBRIDGE_SHARD=2/4 renders
// the second of four shares (`npm run build -- --shard 2/4` sets it), and `npm run build:merge`
// puts the shares back together. Every share renders the fixed pages and compiles all the client
// code; the build is reproducible, so those files are the same bytes in each share. Which share a
// page falls in depends on its path alone, never on the other pages: an added product moves no
// other page to another share. Plain JavaScript, read by the build script too; types in shard.d.mts.
import { createHash } from 'node:crypto'

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

/**
 * The items of a generated route whose pages this build renders, by each page's path. A share
 * left with none of a route's pages renders its first one (as another share does, to the same
 * bytes): Next refuses an exported dynamic route with no pages at all.
 */
export function inShard(items, pathOf, shard = parseShard(process.env.COVERBRIDGE_SHARD)) {
  if (!shard || shard.count === 1) return items
  const mine = items.filter((item) => shardOf(pathOf(item), shard.count) === shard.index)
  return mine.length > 0 || items.length === 0 ? mine : items.slice(0, 1)
}
