import type { z } from 'zod'

type Identified = { id?: unknown; title?: unknown; name?: unknown }

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

/**
 * Validates a collection of sample data once, when the site builds. A bad item fails the build
 * with a message naming the file, the item and the field, e.g.
 * `content/products/data.ts: item 3 (id 4, "Broker Field Guide") field "price": Too small: expected number to be >0`.
 */
export function parseCollection<S extends z.ZodType>(
  file: string,
  schema: S,
  items: readonly unknown[],
  options: { uniqueIds?: boolean } = {},
): z.output<S>[] {
  const problems: string[] = []
  const parsed: z.output<S>[] = []
  const seen = new Set<unknown>()
  items.forEach((item, index) => {
    const result = schema.safeParse(item)
    if (!result.success) {
      problems.push(`${describeItem(index, item)} ${describeIssues(result.error.issues)}`)
      return
    }
    const id = (item as Identified).id
    if (options.uniqueIds && seen.has(id)) {
      problems.push(`${describeItem(index, item)} field "id": duplicates an earlier item`)
    }
    seen.add(id)
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
