import type { z } from 'zod'

type Identified = { id?: unknown; title?: unknown; name?: unknown }

/** A problem found in a content file, located to the line. */
export type ContentProblem = { file: string; line: number; field: string; message: string }

/** Where an item of a collection was written: its file and the line of each field. */
export type ItemSource = { file: string; lineOf: (field: string) => number }

export function formatProblem(problem: ContentProblem): string {
  return `${problem.file}:${problem.line} field "${problem.field}": ${problem.message}`
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

/** A schema issue of an item written in a file of its own (a Markdown front matter). */
function locatedIssue(source: ItemSource, issue: z.core.$ZodIssue, item: unknown): ContentProblem {
  // An unknown key is reported on the object itself: name the key and point at its line.
  const keys = issue.code === 'unrecognized_keys' ? issue.keys : []
  const field = keys.length ? keys.join(', ') : issue.path.map(String).join('.') || '(front matter)'
  const top = keys[0] ?? String(issue.path[0] ?? '')
  const present = top !== '' && typeof item === 'object' && item !== null && top in item
  return {
    file: source.file,
    line: present ? source.lineOf(top) : 1,
    field,
    message: keys.length ? 'unknown field' : present ? issue.message : `missing (${issue.message})`,
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
