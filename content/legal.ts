import { rawLegal } from './data/legal'
import { legalDocumentSchema } from './schemas'
import { parseEntry } from './validate'

export const legalDocuments = {
  terms: parseEntry('content/data/legal.ts (terms)', legalDocumentSchema, rawLegal.terms),
  privacy: parseEntry('content/data/legal.ts (privacy)', legalDocumentSchema, rawLegal.privacy),
  cookies: parseEntry('content/data/legal.ts (cookies)', legalDocumentSchema, rawLegal.cookies),
}
