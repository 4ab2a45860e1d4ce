import { afterAll } from 'vitest'
import { freshDocument } from './support/fresh-document'

// Before each file of the unit tests' "document" project (vitest.config.mts).
afterAll(freshDocument())
