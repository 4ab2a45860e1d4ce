/** The legal pages: content/legal/{name}.md, through the same Markdown pipeline as the posts. */
import path from 'node:path'
import { STATIC_ROUTES } from '@/lib/seo'
import { compileMarkdown, readMarkdownFile } from '../shared/markdown'
import { contentPath } from '@/lib/content-files/collection'
import { failOnProblems, parseCollection } from '@/lib/content-files/validate'
import { legalDocumentSchema, type LegalDocument } from './schema'

export const LEGAL_FOLDER = contentPath('legal')

const routes = new Set<string>(STATIC_ROUTES)

export function legalDocument(name: 'terms' | 'privacy' | 'cookies'): LegalDocument {
  const file = readMarkdownFile(path.resolve(LEGAL_FOLDER, `${name}.md`))
  const [matter] = parseCollection(file.file, legalDocumentSchema, [file.data], {
    sources: [file],
  })
  const compiled = compileMarkdown(file, (pathname) => routes.has(pathname))
  failOnProblems(file.file, compiled.problems)
  return {
    ...matter!,
    file: file.file,
    body: compiled.tree,
    headings: compiled.headings,
    text: compiled.text,
  }
}
