/**
 * Compiles a Markdown body: parsed as CommonMark with GitHub's tables, strikethrough and
 * autolinks, checked (headings, pictures, links, no raw HTML), and turned into an HTML tree (hast)
 * the page renders. The site compiles each body once, when it builds, and none of this reaches a
 * page's browser code; the CMS's preview runs the same compiler in its own bundle, in the browser,
 * so it reads no file itself: what it needs of the files comes in as `checks`.
 */
import type { Root as HastRoot } from 'hast'
import type { Root as MdastRoot } from 'mdast'
import { toString } from 'mdast-util-to-string'
import rehypeHighlight from 'rehype-highlight'
import remarkGfm from 'remark-gfm'
import remarkParse from 'remark-parse'
import remarkRehype from 'remark-rehype'
import { unified } from 'unified'
import { visit } from 'unist-util-visit'
import type { MarkdownFile } from './front-matter'
import { shapeTree } from './markdown-shape'
import type { ContentProblem } from '@/lib/content-files/validate'

export type Heading = { depth: 2 | 3 | 4; id: string; text: string }

export type CompiledMarkdown = {
  tree: HastRoot
  headings: Heading[]
  wordCount: number
  /** The body as plain text. */
  text: string
  problems: ContentProblem[]
}

/** Where the site's pages live, to check internal links: a route exists or is a post or product. */
export type RouteCheck = (pathname: string) => boolean

/**
 * The size of the picture at a site path: null when there is no such file, undefined when it
 * cannot be known here (the preview in the browser), and the picture then goes unchecked.
 */
export type PictureSize = (src: string) => { width?: number; height?: number } | null | undefined

export type MarkdownChecks = { routeExists: RouteCheck; pictureSize: PictureSize }

/** The id a heading's text gets: lower case, words joined by hyphens. */
export function headingId(text: string): string {
  return text
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
}

const isInternal = (href: string) => href.startsWith('/') && !href.startsWith('//')

/**
 * Parses, checks and converts a Markdown body. Raw HTML is refused rather than sanitised: the
 * elements an author needs all have a Markdown form that the site styles and checks (headings,
 * links, images with alt text), and refusing keeps one way to write each of them.
 */
export function compileMarkdownBody(
  doc: Pick<MarkdownFile, 'file' | 'body' | 'bodyLine'>,
  { routeExists, pictureSize }: MarkdownChecks,
): CompiledMarkdown {
  const problems: ContentProblem[] = []
  const at = (line: number | undefined) => doc.bodyLine + (line ?? 1) - 1
  const report = (line: number | undefined, message: string) =>
    problems.push({ file: doc.file, line: at(line), field: 'body', message })

  const mdast = unified().use(remarkParse).use(remarkGfm).parse(doc.body) as MdastRoot
  const headings: Heading[] = []
  const usedIds = new Map<string, number>()
  let previousDepth = 1
  visit(mdast, (node) => {
    const line = node.position?.start.line
    if (node.type === 'html') {
      report(line, `raw HTML is not allowed (${node.value.trim().slice(0, 40)}); use Markdown`)
    } else if (node.type === 'heading') {
      const text = toString(node)
      if (node.depth === 1 || node.depth > 4) {
        report(line, `heading "${text}" is h${node.depth}; use ## to #### (the page has the h1)`)
      } else if (node.depth > previousDepth + 1) {
        report(line, `heading "${text}" skips from h${previousDepth} to h${node.depth}`)
      }
      previousDepth = node.depth
      const base = headingId(text) || 'section'
      const seen = usedIds.get(base) ?? 0
      usedIds.set(base, seen + 1)
      const id = seen ? `${base}-${seen + 1}` : base
      if (node.depth >= 2 && node.depth <= 4)
        headings.push({ depth: node.depth as 2 | 3 | 4, id, text })
      node.data = { ...node.data, hProperties: { id } }
    } else if (node.type === 'image') {
      if (!node.alt?.trim())
        report(line, `image ${node.url} needs alt text: ![what it shows](${node.url})`)
      if (!/^\/images\/[\w/.-]+$/.test(node.url)) {
        report(line, `image ${node.url} must be a file under public/images/`)
      } else {
        const size = pictureSize(node.url)
        if (size === null) report(line, `image ${node.url} does not exist in public/`)
        else if (size) {
          node.data = { ...node.data, hProperties: { width: size.width, height: size.height } }
        }
      }
    } else if (node.type === 'link' && isInternal(node.url)) {
      const pathname = node.url.split(/[?#]/)[0] ?? ''
      if (!routeExists(pathname)) report(line, `link to ${node.url}: no such page`)
    }
  })

  // Each piece of text on its own, so words of two blocks never run together.
  const pieces: string[] = []
  visit(mdast, (node) => {
    if (node.type === 'text' || node.type === 'inlineCode' || node.type === 'code') {
      pieces.push(node.value)
    }
  })
  const text = pieces.join(' ')
  const wordCount = text.split(/\s+/).filter(Boolean).length
  const hast = unified()
    .use(remarkRehype)
    .use(rehypeHighlight, { detect: false })
    .runSync(mdast) as HastRoot
  shapeTree(hast)
  return { tree: hast, headings, wordCount, text, problems }
}

/** Minutes to read at 200 words a minute, rounded up (never under 1). */
export function readingMinutes(wordCount: number): number {
  return Math.max(1, Math.ceil(wordCount / 200))
}
