/**
 * An entry of the CMS as the preview reads it: the file the CMS would write for the form as it
 * stands, checked against the schema the build checks it with. A failing field gives the message
 * `npm run check:content` gives for that file (path, line, field), through the same formatter;
 * its line is the field's line in the YAML the CMS writes (top-level keys in the form's order).
 */
import { stringify } from 'yaml'
import type { z } from 'zod'
import { parseMarkdownSource } from '@/content/shared/front-matter'
import { decapFields } from '@/lib/cms/decap-fields'
import { formatProblem, locatedIssue } from '@/lib/content-files/validate'
import { parseYamlSource, type ItemSource } from '@/lib/content-files/yaml-source'

export type EntryFile = ItemSource & {
  /** The fields as the file holds them (a Markdown file's front matter). */
  data: Record<string, unknown>
  /** A Markdown file's body, and the line it starts on. */
  body: string
  bodyLine: number
}

/** A plain object (not an array, not null): the form's values and their nested objects. */
export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** The form's values in the order of the form's fields (the schema's), as the CMS writes them. */
export function fileData(values: unknown, schema: z.ZodType): Record<string, unknown> {
  const data = isRecord(values) ? values : {}
  const order = decapFields(schema).map((field) => field.name)
  const rank = (key: string) => (order.includes(key) ? order.indexOf(key) : order.length)
  return Object.fromEntries(
    Object.entries(data)
      .filter(([key, value]) => value !== undefined && value !== null && key !== 'body')
      .sort(([a], [b]) => rank(a) - rank(b)),
  )
}

/** The file the CMS would write at `file` for these form values. */
export function entryFile(
  file: string,
  values: unknown,
  schema: z.ZodType,
  markdown: boolean,
): EntryFile {
  const data = fileData(values, schema)
  const yaml = stringify(data)
  if (markdown) {
    const body = isRecord(values) && typeof values.body === 'string' ? values.body : ''
    const parsed = parseMarkdownSource(file, `---\n${yaml}---\n${body}`)
    return { file, data, lineOf: parsed.lineOf, body: parsed.body, bodyLine: parsed.bodyLine }
  }
  return { file, data, lineOf: parseYamlSource(file, yaml).lineOf, body: '', bodyLine: 1 }
}

/** The entry checked: its value as the pages get it, or the build's message for each problem. */
export function checkEntry<S extends z.ZodType>(
  schema: S,
  entry: EntryFile,
): { ok: true; value: z.output<S> } | { ok: false; problems: string[] } {
  const result = schema.safeParse(entry.data)
  if (result.success) return { ok: true, value: result.data }
  return {
    ok: false,
    problems: result.error.issues.map((issue) =>
      formatProblem(locatedIssue(entry, issue, entry.data)),
    ),
  }
}
