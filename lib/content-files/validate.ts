import type { z } from 'zod'
import type { FieldPath, ItemSource } from './yaml-source'

export type { ItemSource } from './yaml-source'

type Identified = { id?: unknown; title?: unknown; name?: unknown }

/** A problem found in a content file, located to the line. */
export type ContentProblem = { file: string; line: number; field: string; message: string }

export function formatProblem(problem: ContentProblem): string {
  return `${problem.file}:${problem.line} field "${problem.field}": ${problem.message}`
}

/** A problem at a field of a file. */
export function problemAt(
  source: ItemSource,
  field: string | FieldPath,
  message: string,
): ContentProblem {
  const path = typeof field === 'string' ? [field] : field
  return {
    file: source.file,
    line: source.lineOf(path),
    field: path.map(String).join('.'),
    message,
  }
}

/** Fails the build with every problem, one a line. */
export function failOnProblems(what: string, problems: ContentProblem[]): void {
  if (problems.length) {
    throw new Error(
      `Invalid content in ${what}:\n  - ${problems.map(formatProblem).join('\n  - ')}`,
    )
  }
}

/** Readable name of an item for error messages: its position plus whatever identifies it. */
function describeItem(index: number, item: unknown): string {
  const known = (item ?? {}) as Identified
  const label = [
    known.id !== undefined ? `id ${String(known.id)}` : null,
    typeof known.title === 'string' ? `"${known.title}"` : null,
    typeof known.name === 'string' && known.title === undefined ? `"${known.name}"` : null,
  ].filter(Boolean)
  return `item ${index}${label.length ? ` (${label.join(', ')})` : ''}`
}

function describeIssues(issues: z.core.$ZodIssue[]): string {
  return issues
    .map((issue) => {
      const field = issue.path.length ? issue.path.map(String).join('.') : '(the item itself)'
      return `field "${field}": ${issue.message}`
    })
    .join('; ')
}

/** Whether `item` holds a value at `path` (so a failing field is wrong, not missing). */
function holds(item: unknown, path: FieldPath): boolean {
  let value = item
  for (const key of path) {
    if (typeof value !== 'object' || value === null || !(key in value)) return false
    value = (value as Record<PropertyKey, unknown>)[key]
  }
  return true
}

/** A schema issue of an item written in a file of its own, at the line of its field. */
export function locatedIssue(
  source: ItemSource,
  issue: z.core.$ZodIssue,
  item: unknown,
): ContentProblem {
  // An unknown key is reported on the object that holds it: name the key and point at its line.
  const keys = issue.code === 'unrecognized_keys' ? issue.keys : []
  const path = keys.length ? [...issue.path, keys[0]!] : issue.path
  const named = keys.length
    ? keys.map((key) => [...issue.path, key].map(String).join('.')).join(', ')
    : issue.path.map(String).join('.')
  const present = path.length > 0 && holds(item, path)
  return {
    file: source.file,
    line: source.lineOf(path),
    field: named || (source.file.endsWith('.md') ? '(front matter)' : '(file)'),
    message: keys.length
      ? 'unknown field'
      : present || !path.length
        ? issue.message
        : `missing (${issue.message})`,
  }
}

/**
 * Validates a collection of sample data once, when the site builds. A bad item fails the build
 * with a message naming the file, the item and the field, e.g.
 * `content/products/data.ts: item 3 (id 4, "Broker Field Guide") field "price": Too small: expected number to be >0`.
 */
export function parseCollection<S extends z.ZodType>(
  file: string,
  schema: S,
  items: readonly unknown[],
  options: { uniqueIds?: boolean; sources?: readonly ItemSource[] } = {},
): z.output<S>[] {
  const problems: string[] = []
  const parsed: z.output<S>[] = []
  const seen = new Map<unknown, number>()
  items.forEach((item, index) => {
    const source = options.sources?.[index]
    const result = schema.safeParse(item)
    if (!result.success) {
      problems.push(
        source
          ? result.error.issues
              .map((issue) => locatedIssue(source, issue, item))
              .map(formatProblem)
              .join('\n  - ')
          : `${describeItem(index, item)} ${describeIssues(result.error.issues)}`,
      )
      return
    }
    const id = (item as Identified).id
    if (options.uniqueIds && seen.has(id)) {
      const first = options.sources?.[seen.get(id)!]
      problems.push(
        source
          ? formatProblem({
              file: source.file,
              line: source.lineOf('id'),
              field: 'id',
              message: `duplicates the id of ${first?.file ?? 'an earlier item'}`,
            })
          : `${describeItem(index, item)} field "id": duplicates an earlier item`,
      )
    }
    if (!seen.has(id)) seen.set(id, index)
    parsed.push(result.data)
  })
  if (problems.length) {
    throw new Error(`Invalid content in ${file}:\n  - ${problems.join('\n  - ')}`)
  }
  return parsed
}

/** Validates a single content object (site config, a legal document). */
export function parseEntry<S extends z.ZodType>(
  file: string,
  schema: S,
  value: unknown,
): z.output<S> {
  const result = schema.safeParse(value)
  if (!result.success) {
    throw new Error(`Invalid content in ${file}: ${describeIssues(result.error.issues)}`)
  }
  return result.data
}
