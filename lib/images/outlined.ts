/**
 * The drawable copy of a site SVG whose words are drawn as shapes (lib/images/outline-text.ts),
 * read at build time by lib/inline-image.ts. The build's image step (scripts/check-content.mjs
 * --images, lib/images/outline-step.ts) writes a copy of every SVG of public/images that holds a
 * <text> into .cache/pictures/outlined/, named by a hash of the source and of what draws it (the
 * fonts, HarfBuzz, the converter's version), so an unchanged picture is never converted again.
 *
 * A copy that is missing (`npm run dev`, a unit test, a picture the CMS has just saved) is made on
 * the spot: HarfBuzz loads asynchronously and the pages read pictures synchronously, so a child
 * process does it (lib/images/outline-worker.mjs), in a fraction of a second, once. When it
 * cannot be made, the build fails: a copy is never silently skipped. A picture whose words cannot
 * be drawn (outline-text.ts says which) has its source as its copy, which the page then shows as
 * an image (lib/inline-svg.ts draws no <text> inline).
 */
import { execFileSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

/** Bumped whenever the converter's output changes, so every copy is made again. */
export const OUTLINE_VERSION = 'outline v1'

/**
 * The typeface the words are drawn in: Inter's variable Latin files, upright and italic, from the
 * package the site's own font file is cut from (scripts/lib/fonts/font-subset.mjs).
 */
export const OUTLINE_FONTS = {
  upright: 'node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  italic: 'node_modules/@fontsource-variable/inter/files/inter-latin-wght-italic.woff2',
} as const

/** What the copies depend on besides their source and the converter's version. */
const TOOL_FILES = [...Object.values(OUTLINE_FONTS), 'node_modules/harfbuzzjs/package.json']

export const outlineCache = (root = process.cwd()) =>
  path.join(root, '.cache', 'pictures', 'outlined')

/** Whether the markup holds words that inline drawing would turn into the page's text. */
export const hasText = (markup: string) => /<(?:[\w-]+:)?(?:text|tspan)\b/i.test(markup)

let tools: { root: string; hash: string } | undefined

/** What the copies depend on besides their source: the converter, the fonts, HarfBuzz. */
function toolsHash(root: string): string {
  if (tools?.root !== root) {
    const hash = createHash('sha256').update(OUTLINE_VERSION)
    for (const file of TOOL_FILES) hash.update(fs.readFileSync(path.join(root, file)))
    tools = { root, hash: hash.digest('hex') }
  }
  return tools.hash
}

/** The name of a source's copy in the cache. */
export function outlineKey(markup: string, root = process.cwd()): string {
  return createHash('sha256').update(toolsHash(root)).update(markup).digest('hex').slice(0, 20)
}

export const copyFile = (key: string, root = process.cwd()) =>
  path.join(outlineCache(root), `${key}.svg`)

/** Why a picture's words stayed text, next to its copy. */
export const keptFile = (key: string, root = process.cwd()) =>
  path.join(outlineCache(root), `${key}.kept.txt`)

/**
 * The markup to draw for the site SVG `src` holding `markup`: itself when it has no words, else its
 * copy with the words as outlines (or, when they cannot be, itself, which then stays an image).
 */
export function drawableSvg(src: string, markup: string, root = process.cwd()): string {
  if (!hasText(markup)) return markup
  const copy = copyFile(outlineKey(markup, root), root)
  if (!fs.existsSync(copy)) {
    // The markup itself goes to the worker, so the copy is of what was read here.
    const worker = path.join(root, 'lib', 'images', 'outline-worker.mjs')
    try {
      execFileSync(process.execPath, [worker, '--stdin', src], {
        cwd: root,
        input: markup,
        stdio: ['pipe', 'ignore', 'pipe'],
        encoding: 'utf8',
      })
    } catch (error) {
      const stderr = (error as { stderr?: string }).stderr ?? ''
      throw new Error(`Could not draw the words of ${src} as shapes: ${stderr || String(error)}`)
    }
    if (!fs.existsSync(copy)) {
      throw new Error(`Could not draw the words of ${src} as shapes: the worker wrote no copy`)
    }
  }
  return fs.readFileSync(copy, 'utf8')
}
