// npm run new:post -- "Title": writes content/blog/posts/{id}-{slug}.md with the next free id,
// today's date and every front-matter field to fill in. The build checks what you fill in.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { parse } from 'yaml'
import { nextId, slugOf } from './lib/cms/new-file.mjs'

const FOLDER = 'content/blog/posts'
const AUTHORS = 'content/blog/authors'

/** The first author of content/blog/authors/: a post must name one of them. */
function firstAuthor() {
  const [file] = readdirSync(AUTHORS)
    .filter((name) => name.endsWith('.yaml'))
    .sort((a, b) => a.localeCompare(b, 'en', { numeric: true }))
  const author = file ? parse(readFileSync(path.join(AUTHORS, file), 'utf8')) : null
  return { name: author?.name ?? 'Your Name', designation: author?.designation ?? 'Your role' }
}
const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC']

/** The post file for this title: the next free id after the highest in `files`, today's date. */
export function newPost(title, files, today = new Date(), author = firstAuthor()) {
  const id = nextId(files)
  const slug = slugOf(title)
  const date = `${String(today.getUTCDate()).padStart(2, '0')} ${MONTHS[today.getUTCMonth()]} ${today.getUTCFullYear()}`
  const text = `---
id: ${id}
title: ${JSON.stringify(title)}
date: ${date}
author: ${author.name} # a name from ${AUTHORS}/
designation: ${JSON.stringify(author.designation)} # optional: the author's own is shown with quote posts
category: Distribution
topic: Quoting
page: blog-list
img: /images/blog/b1.svg
excerpt: One or two sentences for the cards, the feed and search results.
draft: true
---

The first paragraph. Remove \`draft: true\` above when the post is ready.

## A first section

Write in Markdown: **bold**, *italic*, [a link to a page](/pricing), lists and tables.
`
  return { id, file: `${id}-${slug || 'post'}.md`, text }
}

const isMain =
  process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)
if (isMain) {
  const title = process.argv.slice(2).join(' ').trim()
  if (!title) {
    console.error('Usage: npm run new:post -- "The title of the post"')
    process.exit(1)
  }
  const { file, text } = newPost(title, readdirSync(FOLDER))
  const target = path.join(FOLDER, file)
  if (existsSync(target)) {
    console.error(`${target} exists already`)
    process.exit(1)
  }
  writeFileSync(target, text)
  console.log(
    `Wrote ${target}: fill in its fields, then npm run dev shows it with a "Draft" badge.`,
  )
}
