/**
 * Markdown content (posts, legal pages), compiled once when the site builds: front matter read
 * with its line numbers, the body parsed as CommonMark with GitHub's tables, strikethrough and
 * autolinks, checked, and turned into an HTML tree (hast) the page renders on the server. Nothing
 * of this reaches the browser. Every problem names the file, the line and the field.
 */
import fs from 'node:fs'
import path from 'node:path'
import type { Element, ElementContent, Root as HastRoot } from 'hast'
import { toHtml } from 'hast-util-to-html'
import { imageSize } from 'image-size'
import type { Root as MdastRoot } from 'mdast'
import { toString } from 'mdast-util-to-string'
import rehypeHighlight from 'rehype-highlight'
import remarkGfm from 'remark-gfm'
import remarkParse from 'remark-parse'
import remarkRehype from 'remark-rehype'
import { unified } from 'unified'
import { visit } from 'unist-util-visit'
import { LineCounter, parseDocument } from 'yaml'
import type { ContentProblem } from './validate'

export type MarkdownFile = {
  /** Path from the project root, as errors print it. */
  file: string
  /** Front matter, as written. */
  data: Record<string, unknown>
  /** Line of a front-matter field (the opening `---` for one that is missing). */
  lineOf: (field: string) => number
  body: string
  /** Line of the body's first line in the file. */
  bodyLine: number
}

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

const ROOT = process.cwd()

/** Reads a Markdown file with a `---` front matter block. */
export function readMarkdownFile(absolute: string): MarkdownFile {
  const file = path.relative(ROOT, absolute).split(path.sep).join('/')
  const source = fs.readFileSync(absolute, 'utf8').replace(/\r\n/g, '\n')
  const match = /^---\n([\s\S]*?)\n---\n?/.exec(source)
  if (!match) {
    throw new Error(
      `Invalid content in ${file}:1 field "(front matter)": must open with a --- block`,
    )
  }
  const lines = new LineCounter()
  const document = parseDocument(match[1] ?? '', { lineCounter: lines })
  if (document.errors.length) {
    const error = document.errors[0]!
    const line = (error.linePos?.[0]?.line ?? 0) + 1
    throw new Error(`Invalid content in ${file}:${line} field "(front matter)": ${error.message}`)
  }
  const data = (document.toJS() ?? {}) as Record<string, unknown>
  const lineOf = (field: string) => {
    const node = document.get(field, true) as { range?: [number, number] } | undefined
    const pair = document.contents && 'items' in document.contents ? document.contents.items : []
    const key = pair.find(
      (item) => (item as { key?: { value?: unknown } }).key?.value === field,
    ) as { key?: { range?: [number, number] } } | undefined
    const offset = key?.key?.range?.[0] ?? node?.range?.[0]
    // The block starts on line 2 of the file (after the opening ---).
    return offset === undefined ? 1 : lines.linePos(offset).line + 1
  }
  const bodyLine = source.slice(0, match[0].length).split('\n').length
  return { file, data, lineOf, body: source.slice(match[0].length), bodyLine }
}

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
export function compileMarkdown(
  doc: Pick<MarkdownFile, 'file' | 'body' | 'bodyLine'>,
  routeExists: RouteCheck,
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
      } else if (!fs.existsSync(path.join(ROOT, 'public', node.url))) {
        report(line, `image ${node.url} does not exist in public/`)
      } else {
        const size = imageSize(fs.readFileSync(path.join(ROOT, 'public', node.url)))
        node.data = { ...node.data, hProperties: { width: size.width, height: size.height } }
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

const element = (
  tagName: string,
  properties: Element['properties'],
  children: ElementContent[],
): Element => ({ type: 'element', tagName, properties, children })

const textOf = (node: ElementContent): string =>
  node.type === 'text' ? node.value : 'children' in node ? node.children.map(textOf).join('') : ''

/**
 * Gives the HTML its site shape: an anchor link beside each h2–h4, a picture alone in its
 * paragraph as a figure with its title as caption (lazy, sized from the file), tables in a box of
 * their own that scrolls sideways on a phone.
 */
function shapeTree(tree: HastRoot) {
  let tables = 0
  const shape = (children: HastRoot['children']) => {
    for (let index = 0; index < children.length; index += 1) {
      const node = children[index]!
      if (node.type !== 'element') continue
      if (/^h[2-4]$/.test(node.tagName) && typeof node.properties.id === 'string') {
        const id = node.properties.id
        const label = textOf(node)
        children[index] = element('div', { className: ['heading-row'] }, [
          node,
          element(
            'a',
            {
              href: `#${id}`,
              className: ['heading-anchor'],
              ariaLabel: `Link to section: ${label}`,
            },
            [{ type: 'text', value: '#' }],
          ),
        ])
        continue
      }
      const only = node.children.filter((child) => !(child.type === 'text' && !child.value.trim()))
      const img = only.length === 1 ? only[0] : undefined
      if (node.tagName === 'p' && img?.type === 'element' && img.tagName === 'img') {
        const caption = typeof img.properties.title === 'string' ? img.properties.title : null
        delete img.properties.title
        Object.assign(img.properties, { loading: 'lazy', decoding: 'async' })
        children[index] = element('figure', {}, [
          img,
          ...(caption
            ? [element('figcaption', {}, [{ type: 'text' as const, value: caption }])]
            : []),
        ])
        continue
      }
      if (node.tagName === 'table') {
        tables += 1
        // A named section is a region: focusable, so a keyboard can scroll it sideways.
        children[index] = element(
          'section',
          {
            className: ['table-scroll'],
            tabIndex: 0,
            ariaLabel: `Table ${tables}`,
          },
          [node],
        )
        continue
      }
      shape(node.children)
    }
  }
  shape(tree.children)
}

/** Minutes to read at 200 words a minute, rounded up (never under 1). */
export function readingMinutes(wordCount: number): number {
  return Math.max(1, Math.ceil(wordCount / 200))
}

/** The Markdown files of a folder, by name. */
export function markdownFiles(folder: string): string[] {
  const absolute = path.resolve(ROOT, folder)
  if (!fs.existsSync(absolute)) return []
  return fs
    .readdirSync(absolute)
    .filter((name) => name.endsWith('.md'))
    .sort((a, b) => a.localeCompare(b, 'en', { numeric: true }))
    .map((name) => path.join(absolute, name))
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
