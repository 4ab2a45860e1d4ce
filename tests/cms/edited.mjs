// What the CMS test (tests/cms/edit.test.mjs) changes in its copy of content/, which the test
// build under /coverbridge is then built from: the prefix smoke test looks for these on the site.
import { join } from 'node:path'

/** The copy of content/ the CMS edits, and the folder its admin page is served from. */
export const CMS_TEST_DIR = '.cms-test'
export const CMS_CONTENT = join(CMS_TEST_DIR, 'content')

export const EDITED_PRODUCT = {
  id: 1,
  file: 'products/items/1-the-specialty-lines-field-guide.yaml',
  title: 'The Specialty Lines Field Guide, Second Edition',
  price: 44.5,
  /** The selling price the site shows: price less the product's 10 % discount. */
  shown: '$40.05',
}

export const NEW_FAQ = {
  id: 25,
  title: 'Can I edit my answers after the quote is bound?',
  desc: 'Yes, until the carrier issues the policy: change the answers in the portal and we re-rate the quote with every market that offered terms.',
  category: 'Account',
}
