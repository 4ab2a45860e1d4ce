/**
 * A Markdown file as the site reads it (posts, legal pages): a `---` front matter block in YAML,
 * read with the line of each field, and the body below it. Reading the files is markdown-files.ts.
 */
import { parseYamlSource, type ItemSource } from '@/lib/content-files/yaml-source'

export type MarkdownFile = ItemSource & {
  /** Front matter, as written. */
  data: Record<string, unknown>
  body: string
  /** Line of the body's first line in the file. */
  bodyLine: number
}

/** The text of a Markdown file (`file`, as errors name it) read as its front matter and body. */
export function parseMarkdownSource(file: string, text: string): MarkdownFile {
  const source = text.replace(/\r\n/g, '\n')
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
