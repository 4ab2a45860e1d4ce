/**
 * Every picture the content names, with the file, line and field that names it and the slots it
 * is drawn in: the fields of YAML files and Markdown front matter, and `![..](..)` in Markdown
 * bodies. The checks and the build's image step both start from this list.
 */
import fs from 'node:fs'
import path from 'node:path'
import { CONTENT_DIR } from '@/lib/content-files/collection'
import { parseYamlSource, type FieldPath } from '@/lib/content-files/yaml-source'
import type { SlotName } from './slots'

export type PictureReference = {
  src: string
  file: string
  line: number
  field: string
  slots: SlotName[]
}

/** The slots a field of a file is drawn in, by the folder of the file and the field's name. */
export function slotsFor(file: string, field: FieldPath): SlotName[] {
  const name = String(field[0])
  if (name === 'user' || name === 'avatar') return ['thumb']
  if (file.includes('/products/')) {
    return name === 'related_images' ? ['productMain', 'productThumb'] : ['productCard', 'thumb']
  }
  if (/\/blog\/|blog-posts/.test(file)) return ['postCover', 'postCard', 'sidebarThumb']
  if (file.includes('/team/')) return ['portrait']
  if (file.includes('/founders/')) return ['founder']
  if (file.includes('/projects/')) return ['wide', 'lightbox']
  return ['wide']
}

function walk(data: unknown, at: FieldPath, found: [FieldPath, string][]): void {
  if (typeof data === 'string' && data.startsWith('/images/')) found.push([at, data])
  else if (Array.isArray(data)) data.forEach((value, index) => walk(value, [...at, index], found))
  else if (typeof data === 'object' && data !== null)
    for (const [key, value] of Object.entries(data)) walk(value, [...at, key], found)
}

const IMAGE = /!\[[^\]]*\]\((\/images\/[^\s)]+)/g

/** The pictures of one content file. */
export function fileReferences(file: string, text: string): PictureReference[] {
  const refs: PictureReference[] = []
  const source = text.replace(/\r\n/g, '\n')
  const matter = file.endsWith('.md') ? /^---\n([\s\S]*?)\n---\n?/.exec(source) : null
  const yaml = file.endsWith('.md') ? (matter?.[1] ?? '') : source
  try {
    const parsed = parseYamlSource(file, yaml, { firstLine: matter ? 2 : 1 })
    const found: [FieldPath, string][] = []
    walk(parsed.data, [], found)
    for (const [at, src] of found)
      refs.push({
        src,
        file,
        line: parsed.lineOf(at),
        field: at.join('.'),
        slots: slotsFor(file, at),
      })
  } catch {
    // A syntax error is the content checks' to report.
  }
  if (matter) {
    source.split('\n').forEach((line, index) => {
      for (const match of line.matchAll(IMAGE))
        refs.push({ src: match[1]!, file, line: index + 1, field: 'body', slots: ['body'] })
    })
  }
  return refs
}

function contentFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return []
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return contentFiles(full)
    return /\.(md|ya?ml)$/.test(entry.name) ? [full] : []
  })
}

/** Every picture reference of the content folder (and the test build's extra posts). */
export function pictureReferences(): PictureReference[] {
  const folders = [CONTENT_DIR, process.env.BLOG_EXTRA_POSTS_DIR].filter(
    (folder): folder is string => Boolean(folder),
  )
  return folders
    .flatMap((folder) => contentFiles(folder))
    .sort()
    .flatMap((file) =>
      fileReferences(file.split(path.sep).join('/'), fs.readFileSync(file, 'utf8')),
    )
}
