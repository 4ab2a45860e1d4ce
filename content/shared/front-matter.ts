/**
 * A Markdown file as the site reads it (posts, legal pages): a `---` front matter block in YAML,
 * read with the line of each field, and the body below it.
 */
import fs from 'node:fs'
import path from 'node:path'
import { parseYamlSource, type ItemSource } from '@/lib/content-files/yaml-source'

export type MarkdownFile = ItemSource & {
  /** Front matter, as written. */
  data: Record<string, unknown>
  body: string
  /** Line of the body's first line in the file. */
  bodyLine: number
}

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
  // The block starts on line 2 of the file (after the opening ---); a missing field is line 1.
  const matter = parseYamlSource(file, match[1] ?? '', { firstLine: 2, label: '(front matter)' })
  const data = (
    typeof matter.data === 'object' && matter.data !== null ? matter.data : {}
  ) as Record<string, unknown>
  const bodyLine = source.slice(0, match[0].length).split('\n').length
  return { file, data, lineOf: matter.lineOf, body: source.slice(match[0].length), bodyLine }
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
