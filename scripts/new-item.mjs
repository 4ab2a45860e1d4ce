// npm run new:product -- "Title" | npm run new:faq -- "Question": writes the next item of a
// collection as a file, {id}-{slug}.yaml with the next free id and every field filled with a
// value the checks accept, for an author to change (as `npm run new:post` does for posts).
import { existsSync, readdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { stringify } from 'yaml'
import { nextId, slugOf } from './lib/cms/new-file.mjs'

/** What each kind of item starts as: its folder and its fields around the title. */
export const KINDS = {
  product: {
    folder: 'content/products/items',
    fields: (id, title) => ({
      id,
      img: '/images/products/p1.svg',
      title,
      price: 10,
      discount: 0,
      old_price: 10,
      category: 'books',
      quantity: 0,
      sm_desc: 'One or two sentences for the card and the search results.',
      related_images: [
        '/images/products/p1.svg',
        '/images/products/p1-b.svg',
        '/images/products/p1-c.svg',
      ],
      details: {
        specifications: 'Format, size, paper and binding.',
        main_features: ['A feature in a line'],
      },
      reviews: [],
    }),
    note: 'quantity 0 shows it as out of stock until you set one; replace the pictures with its own',
  },
  faq: {
    folder: 'content/faq',
    fields: (id, title) => ({
      id,
      title,
      desc: 'The answer, in a few plain sentences.',
      category: 'Account',
    }),
    note: 'category is its tab: Marketing, Banking, Finance, Payments, Terms & Conditions or Account',
  },
}

/** The file for this title: the next free id after the highest in `files`. */
export function newItem(kind, title, files) {
  const { fields } = KINDS[kind]
  const id = nextId(files)
  const slug = slugOf(title)
  return { id, file: `${id}-${slug || kind}.yaml`, text: stringify(fields(id, title)) }
}

const isMain =
  process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)
if (isMain) {
  const [kind, ...words] = process.argv.slice(2)
  const title = words.join(' ').trim()
  if (!KINDS[kind] || !title) {
    console.error('Usage: npm run new:product -- "Title"  or  npm run new:faq -- "Question"')
    process.exit(1)
  }
  const { folder, note } = KINDS[kind]
  const { file, text } = newItem(kind, title, readdirSync(folder))
  const target = path.join(folder, file)
  if (existsSync(target)) {
    console.error(`${target} exists already`)
    process.exit(1)
  }
  writeFileSync(target, text)
  console.log(`Wrote ${target}: change its fields (${note}), then npm run check:content.`)
}
