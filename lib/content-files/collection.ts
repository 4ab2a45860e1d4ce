/**
 * Content as files: a collection is a folder with one YAML file per item, named `{id}-{slug}.yaml`;
 * an entry is one YAML file (site settings, a page's copy). Each file goes through its zod schema
 * when the site builds (and in `npm run check:content`), and a bad file fails with its path, line
 * and field. Beyond the schema, the loaders check what a schema cannot see: the file name against
 * the id, two items with one id or slug, and pictures that have no file under public/.
 */
import fs from 'node:fs'
import path from 'node:path'
import type { z } from 'zod'
import { pictureFile } from '@/lib/images/sources'
import { failOnProblems, locatedIssue, problemAt, type ContentProblem } from './validate'
import { parseYamlSource, YamlSyntaxError, type FieldPath, type YamlSource } from './yaml-source'

export { problemAt } from './validate'

/**
 * The content folder, from the project root. `COVERBRIDGE_CONTENT_DIR` points the site at a copy
 * (the CMS test edits a scratch copy and has the dev server show it); production never sets it.
 */
export const CONTENT_DIR = process.env.COVERBRIDGE_CONTENT_DIR || 'content'

/** A path inside the content folder, as errors print it. */
export function contentPath(...parts: string[]): string {
  return [CONTENT_DIR, ...parts].join('/')
}

const ROOT = process.cwd()
const FILE_NAME = /^(\d+)-([a-z0-9]+(?:-[a-z0-9]+)*)\.yaml$/

/** A file's YAML with its lines; a missing file or a syntax error is thrown, located. */
export function readYamlFile(file: string): YamlSource {
  const absolute = path.resolve(ROOT, file)
  if (!fs.existsSync(absolute)) {
    throw new YamlSyntaxError(file, 1, 'the file is missing', '(file)')
  }
  return parseYamlSource(file, fs.readFileSync(absolute, 'utf8').replace(/\r\n/g, '\n'))
}

/** The YAML files of a folder, by name in number order ('2-a' before '10-b'). */
export function yamlFiles(folder: string): string[] {
  const absolute = path.resolve(ROOT, folder)
  if (!fs.existsSync(absolute)) return []
  return fs
    .readdirSync(absolute)
    .filter((name) => name.endsWith('.yaml') || name.endsWith('.yml'))
    .sort((a, b) => a.localeCompare(b, 'en', { numeric: true }))
    .map((name) => `${folder}/${name}`)
}

/** Every value of `data` that names a site picture ('/images/...'), with its path. */
function picturePaths(data: unknown, at: FieldPath = []): [FieldPath, string][] {
  if (typeof data === 'string') return data.startsWith('/images/') ? [[at, data]] : []
  if (Array.isArray(data))
    return data.flatMap((value, index) => picturePaths(value, [...at, index]))
  if (typeof data === 'object' && data !== null)
    return Object.entries(data).flatMap(([key, value]) => picturePaths(value, [...at, key]))
  return []
}

/** Pictures a file names that are not in public/. */
export function missingPictures(source: YamlSource): ContentProblem[] {
  return picturePaths(source.data)
    .filter(([, src]) => !pictureFile(src))
    .map(([at, src]) => problemAt(source, at, `image ${src} does not exist in public/`))
}

/** Checks one file's value against its schema; its problems go into `problems`. */
function checkFile<S extends z.ZodType>(
  source: YamlSource,
  schema: S,
  problems: ContentProblem[],
): z.output<S> | undefined {
  problems.push(...missingPictures(source))
  const result = schema.safeParse(source.data)
  if (result.success) return result.data
  problems.push(...result.error.issues.map((issue) => locatedIssue(source, issue, source.data)))
  return undefined
}

/** Reads a file, or records its syntax error. */
function tryRead(file: string, problems: ContentProblem[]): YamlSource | undefined {
  try {
    return readYamlFile(file)
  } catch (error) {
    if (!(error instanceof YamlSyntaxError)) throw error
    problems.push({ file: error.file, line: error.line, field: error.label, message: error.reason })
    return undefined
  }
}

/** One checked YAML file: a page's copy, the site settings. */
export function loadEntry<S extends z.ZodType>(
  file: string,
  schema: S,
): { value: z.output<S>; source: YamlSource } {
  const problems: ContentProblem[] = []
  const source = tryRead(file, problems)
  const value = source ? checkFile(source, schema, problems) : undefined
  failOnProblems(file, problems)
  return { value: value as z.output<S>, source: source! }
}

export type Collection<T> = {
  items: T[]
  /** Where each item was written, in the same order. */
  sources: YamlSource[]
  /** The items as written (before defaults and transforms), in the same order. */
  raw: unknown[]
}

type CollectionOptions = {
  /** Ids are unique (the default); the portfolio repeats some on purpose. */
  uniqueIds?: boolean
}

/**
 * A checked collection: every `{id}-{slug}.yaml` file of `folder`, ordered by the item's `order`
 * where it has one, else by id. Every problem of every file is reported at once.
 */
export function loadCollection<S extends z.ZodType>(
  folder: string,
  schema: S,
  { uniqueIds = true }: CollectionOptions = {},
): Collection<z.output<S>> {
  const problems: ContentProblem[] = []
  const files = yamlFiles(folder)
  if (!files.length) {
    problems.push({ file: folder, line: 1, field: '(folder)', message: 'holds no .yaml file' })
  }
  const loaded: { source: YamlSource; item: z.output<S> }[] = []
  const ids = new Map<unknown, string>()
  const slugs = new Map<string, string>()
  for (const file of files) {
    const source = tryRead(file, problems)
    if (!source) continue
    const item = checkFile(source, schema, problems)
    if (item === undefined) continue
    const { id, slug } = item as { id?: unknown; slug?: unknown }
    const name = FILE_NAME.exec(path.basename(file))
    if (!name || Number(name[1]) !== id) {
      problems.push(problemAt(source, 'id', `the file name must be ${String(id)}-{slug}.yaml`))
    } else {
      const fileSlug = name[2]!
      if (slugs.has(fileSlug))
        problems.push(problemAt(source, 'id', `its slug duplicates ${slugs.get(fileSlug)}`))
      slugs.set(fileSlug, file)
    }
    if (typeof slug === 'string') {
      const key = `slug:${slug}`
      if (slugs.has(key))
        problems.push(problemAt(source, 'slug', `duplicates the slug of ${slugs.get(key)}`))
      slugs.set(key, file)
    }
    if (uniqueIds && ids.has(id))
      problems.push(problemAt(source, 'id', `duplicates the id of ${ids.get(id)}`))
    if (!ids.has(id)) ids.set(id, file)
    loaded.push({ source, item })
  }
  failOnProblems(folder, problems)
  const rank = (entry: { item: unknown }) => {
    const { order, id } = entry.item as { order?: number; id?: number }
    return order ?? id ?? 0
  }
  loaded.sort((a, b) => rank(a) - rank(b))
  return {
    items: loaded.map((entry) => entry.item),
    sources: loaded.map((entry) => entry.source),
    raw: loaded.map((entry) => entry.source.data),
  }
}
