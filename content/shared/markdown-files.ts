/** The Markdown files of the content folders, read from disk at build. */
import fs from 'node:fs'
import path from 'node:path'
import { parseMarkdownSource, type MarkdownFile } from './front-matter'

const ROOT = process.cwd()

/** Reads a Markdown file with a `---` front matter block. */
export function readMarkdownFile(absolute: string): MarkdownFile {
  const file = path.relative(ROOT, absolute).split(path.sep).join('/')
  return parseMarkdownSource(file, fs.readFileSync(absolute, 'utf8'))
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
