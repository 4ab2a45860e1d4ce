/**
 * Markdown content (posts, legal pages): front matter read with its line numbers
 * (front-matter.ts), the body compiled and checked once when the site builds (markdown-compile.ts)
 * and shaped for the site (markdown-shape.ts). Every problem names the file, the line and the
 * field. Nothing of this reaches the browser.
 */
import fs from 'node:fs'
import type { Element, Root as HastRoot } from 'hast'
import { toHtml } from 'hast-util-to-html'
import { imageSize } from 'image-size'
import { visit } from 'unist-util-visit'
import { pictureFile } from '@/lib/images/sources'
import type { MarkdownFile } from './front-matter'
import {
  compileMarkdownBody,
  type CompiledMarkdown,
  type PictureSize,
  type RouteCheck,
} from './markdown-compile'
import { textOf } from './markdown-shape'

export { type MarkdownFile } from './front-matter'
export { markdownFiles, readMarkdownFile } from './markdown-files'
export {
  headingId,
  readingMinutes,
  type CompiledMarkdown,
  type Heading,
  type RouteCheck,
} from './markdown-compile'

/** A picture's size, read from its file (null when public/ has no such file). */
export const filePictureSize: PictureSize = (src) => {
  const file = pictureFile(src)
  return file ? imageSize(fs.readFileSync(file)) : null
}

/** Compiles a body at build, its pictures checked and sized from their files. */
export function compileMarkdown(
  doc: Pick<MarkdownFile, 'file' | 'body' | 'bodyLine'>,
  routeExists: RouteCheck,
): CompiledMarkdown {
  return compileMarkdownBody(doc, { routeExists, pictureSize: filePictureSize })
}

/** The text of each top-level element of this tag in a compiled body (`p`: its paragraphs). */
export function blockTexts(tree: HastRoot, tagName: string): string[] {
  return tree.children
    .filter((node): node is Element => node.type === 'element' && node.tagName === tagName)
    .map(textOf)
}

/** A compiled body as an HTML string (the feed's full text), site paths made absolute by `toUrl`. */
export function bodyHtml(tree: HastRoot, toUrl: (sitePath: string) => string): string {
  const copy = structuredClone(tree)
  visit(copy, 'element', (node: Element) => {
    for (const key of ['href', 'src'] as const) {
      const value = node.properties[key]
      if (typeof value === 'string' && value.startsWith('/') && !value.startsWith('//')) {
        node.properties[key] = toUrl(value)
      }
    }
  })
  return toHtml(copy)
}
