/**
 * YAML read with its line numbers: a data file, or the front matter of a Markdown file. Every
 * problem the build reports points at the line of the field it is about.
 */
import { isMap, isSeq, LineCounter, parseDocument, type Node } from 'yaml'

/** A field inside an item: ['details', 'main_features', 2]. */
export type FieldPath = readonly PropertyKey[]

/** Where an item was written: its file, and the line of any of its fields. */
export type ItemSource = {
  /** Path from the project root, as errors print it. */
  file: string
  /**
   * Line of a field (a name or a path into nested fields and lists). A field that is not written
   * gives the line of the nearest field around it that is, or `missingLine` at the top.
   */
  lineOf: (field: string | FieldPath) => number
}

export type YamlSource = ItemSource & { data: unknown }

/** A YAML syntax error, located: thrown so the file is named even before any schema runs. */
export class YamlSyntaxError extends Error {
  constructor(
    readonly file: string,
    readonly line: number,
    readonly reason: string,
    readonly label: string,
  ) {
    super(`Invalid content in ${file}:${line} field "${label}": ${reason}`)
  }
}

/**
 * Parses YAML text found in `file`, whose first line is line `firstLine` of the file (2 for a
 * front matter after its opening `---`). A field that is missing is reported at `missingLine`;
 * a syntax error names the `label` field ('(yaml)', or '(front matter)' in a Markdown file).
 */
export function parseYamlSource(
  file: string,
  text: string,
  {
    firstLine = 1,
    missingLine = 1,
    label = '(yaml)',
  }: { firstLine?: number; missingLine?: number; label?: string } = {},
): YamlSource {
  const lines = new LineCounter()
  const document = parseDocument(text, { lineCounter: lines, uniqueKeys: true })
  const lineAt = (offset: number) => lines.linePos(offset).line + firstLine - 1
  const error = document.errors[0]
  if (error) {
    const line = (error.linePos?.[0]?.line ?? 1) + firstLine - 1
    throw new YamlSyntaxError(file, line, error.message.split('\n')[0] ?? error.message, label)
  }
  const lineOf = (field: string | FieldPath) => {
    const path = typeof field === 'string' ? [field] : field
    let node = document.contents as Node | null
    let line = missingLine
    for (const key of path) {
      if (isMap(node)) {
        const pair = node.items.find(
          (item) => (item.key as { value?: unknown } | null)?.value === key,
        )
        const offset = (pair?.key as Node | undefined)?.range?.[0]
        if (!pair || offset === undefined) break
        line = lineAt(offset)
        node = pair.value as Node | null
      } else if (isSeq(node)) {
        const item = node.items[Number(key)] as Node | undefined
        if (!item?.range) break
        line = lineAt(item.range[0])
        node = item
      } else break
    }
    return line
  }
  return { file, data: document.toJS() ?? {}, lineOf }
}
