import { readFileSync } from 'node:fs'
import { join } from 'node:path'

/**
 * An SVG of public/ as a data URL, read at build time, for the few images that are drawn in the
 * first screen: the picture arrives with the HTML instead of a round trip later (the file stays
 * in public/ for links, feeds and JSON-LD). `src` is the file's site path, like `/icon.svg`.
 */
export function svgDataUrl(src: string): string {
  const file = join(process.cwd(), 'public', ...src.split('/').filter(Boolean))
  return `data:image/svg+xml,${encodeURIComponent(readFileSync(file, 'utf8'))}`
}
