// The sitemap protocol caps one file at 50,000 URLs and 50 MB (uncompressed). A catalogue past
// either gets a sitemap index instead: sitemap.xml lists sitemap-1.xml ... sitemap-N.xml, each a
// part of the URLs within both caps, in their order. robots.txt and search consoles keep pointing
// at /sitemap.xml, which is either the one sitemap or the index of its parts.
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

export const SITEMAP_LIMITS = { urls: 50_000, bytes: 50 * 1000 * 1000 }

const HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n'
const URLSET = '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n'
const URLSET_END = '</urlset>\n'

/**
 * The files a sitemap becomes: itself when within `limits`, or an index at sitemap.xml and its
 * parts. `partUrl(n)` is the absolute URL of part n (the index must name them absolutely).
 */
export function splitSitemap(xml, partUrl, limits = SITEMAP_LIMITS) {
  const entries = xml.match(/<url>[\s\S]*?<\/url>\n?/g) ?? []
  const frame = HEAD.length + URLSET.length + URLSET_END.length
  if (entries.length <= limits.urls && Buffer.byteLength(xml) <= limits.bytes)
    return { 'sitemap.xml': xml }
  const parts = [[]]
  let bytes = frame
  for (const entry of entries) {
    const size = Buffer.byteLength(entry.endsWith('\n') ? entry : `${entry}\n`)
    const part = parts.at(-1)
    if (part.length >= limits.urls || (part.length > 0 && bytes + size > limits.bytes)) {
      parts.push([])
      bytes = frame
    }
    parts.at(-1).push(entry.endsWith('\n') ? entry : `${entry}\n`)
    bytes += size
  }
  const files = {}
  parts.forEach((part, i) => {
    files[`sitemap-${i + 1}.xml`] = HEAD + URLSET + part.join('') + URLSET_END
  })
  files['sitemap.xml'] =
    HEAD +
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
    parts.map((_, i) => `<sitemap>\n<loc>${partUrl(i + 1)}</loc>\n</sitemap>\n`).join('') +
    '</sitemapindex>\n'
  return files
}

/**
 * Splits out/sitemap.xml when it passes a limit (`siteUrl(path)` gives a path's public URL);
 * returns the number of files it now is.
 */
export function splitExportSitemap(out, siteUrl, limits = SITEMAP_LIMITS) {
  const path = join(out, 'sitemap.xml')
  const files = splitSitemap(
    readFileSync(path, 'utf8'),
    (n) => siteUrl(`/sitemap-${n}.xml`),
    limits,
  )
  for (const [name, text] of Object.entries(files)) writeFileSync(join(out, name), text)
  return Object.keys(files).length
}
