/**
 * The posts: one Markdown file each under content/blog/posts/, named {id}-{slug}.md, read and
 * checked when the site builds. A bad file fails the build naming its file, line and field.
 */
import { statSync } from 'node:fs'
import { products, productPath } from '../products'
import {
  compileMarkdown,
  markdownFiles,
  readMarkdownFile,
  type MarkdownFile,
} from '../shared/markdown'
import { contentPath } from '@/lib/content-files/collection'
import { failOnProblems, parseCollection, type ContentProblem } from '@/lib/content-files/validate'
import { STATIC_ROUTES } from '@/lib/seo'
import { slugProblems } from './archives'
import { authorFiles, categoryFiles } from './load'
import { blogPostPath } from './paths'
import { blogPostOf, isUnpublished } from './post-model'
import { blogPostSchema, type BlogPost } from './schema'

export { isUnpublished } from './post-model'

export const POSTS_FOLDER = contentPath('blog', 'posts')

/**
 * The folders read: the posts, plus the folder `BLOG_EXTRA_POSTS_DIR` names. Only the test build
 * sets it, to add fixture posts (a draft, a scheduled post) that production never reads.
 */
function postFolders(): string[] {
  const extra = process.env.BLOG_EXTRA_POSTS_DIR
  return extra ? [POSTS_FOLDER, extra] : [POSTS_FOLDER]
}

/** Loads, checks and compiles every post file of these folders. */
export function loadPosts(
  folders: string[],
  options: {
    includeUnpublished: boolean
    today: Date
    /** Every category's copy file names a category of these posts (the site's own posts). */
    checkCategoryCopy?: boolean
  },
): BlogPost[] {
  const files: MarkdownFile[] = folders.flatMap(markdownFiles).map(readMarkdownFile)
  const frontMatter = parseCollection(
    folders.join(', '),
    blogPostSchema,
    files.map((file) => file.data),
    { uniqueIds: true, sources: files },
  )
  const problems: ContentProblem[] = []
  const routes = new Set<string>([
    ...STATIC_ROUTES,
    ...frontMatter
      .filter((post) => options.includeUnpublished || !isUnpublished(post, options.today))
      .map((post) => blogPostPath(post.id)),
    ...products.map((product) => productPath(product.id)),
  ])
  const routeExists = (pathname: string) => routes.has(pathname.replace(/(.)\/$/, '$1'))
  const posts = frontMatter.map((matter, index): BlogPost => {
    const file = files[index]!
    const name = file.file.split('/').pop() ?? ''
    if (!name.startsWith(`${matter.id}-`)) {
      problems.push({
        file: file.file,
        line: file.lineOf('id'),
        field: 'id',
        message: `the file name must start with the id: ${matter.id}-{slug}.md`,
      })
    }
    const author = authorFiles.items.find((candidate) => candidate.name === matter.author)
    if (!author) {
      problems.push({
        file: file.file,
        line: file.lineOf('author'),
        field: 'author',
        message: `no author "${matter.author}" in ${contentPath('blog', 'authors')}/`,
      })
    }
    const compiled = compileMarkdown(file, routeExists)
    problems.push(...compiled.problems)
    return blogPostOf(matter, compiled, {
      file: file.file,
      authorDesignation: author?.designation,
      today: options.today,
    })
  })
  problems.push(...archiveProblems(files, frontMatter, options.checkCategoryCopy ?? false))
  failOnProblems(folders.join(', '), problems)
  return posts
    .filter((post) => options.includeUnpublished || !post.unpublished)
    .sort((a, b) => a.id - b.id)
}

/**
 * Categories, topics and authors each have pages at a slug of their name, so two spellings that
 * make one slug would share a page; and a category's copy file must name a category of a post.
 */
function archiveProblems(
  files: readonly MarkdownFile[],
  frontMatter: readonly { category: string; topic: string }[],
  checkCategoryCopy: boolean,
): ContentProblem[] {
  const written = (field: 'category' | 'topic') =>
    frontMatter.map((matter, index) => ({
      name: matter[field],
      file: files[index]!.file,
      line: files[index]!.lineOf(field),
      field,
    }))
  const copyNamed = (collection: typeof categoryFiles | typeof authorFiles) =>
    collection.items.map((item, index) => ({
      name: item.name,
      file: collection.sources[index]!.file,
      line: collection.sources[index]!.lineOf(['name']),
      field: 'name',
    }))
  const categories = new Set(frontMatter.map((matter) => matter.category))
  return [
    ...slugProblems('category', [...written('category'), ...copyNamed(categoryFiles)]),
    ...slugProblems('topic', written('topic')),
    ...slugProblems('author', copyNamed(authorFiles)),
    ...copyNamed(categoryFiles)
      .filter((copy) => checkCategoryCopy && !categories.has(copy.name))
      .map((copy) => ({ ...copy, message: `no post has the category "${copy.name}"` })),
  ]
}

const loadSitePosts = () =>
  loadPosts(postFolders(), {
    includeUnpublished: process.env.NODE_ENV === 'development',
    today: new Date(),
    checkCategoryCopy: true,
  })

/**
 * In `npm run dev`, the posts as the files are now: read again when a file of the folders was
 * saved since the last read (checked at most every half second), so an edit shows on reload.
 */
function livePosts(): BlogPost[] {
  let posts = loadSitePosts()
  let stamp = ''
  let checked = 0
  const current = () => {
    if (Date.now() - checked > 500) {
      checked = Date.now()
      const now = postFolders()
        .flatMap(markdownFiles)
        .map((file) => `${file}:${statSync(file).mtimeMs}`)
        .join('|')
      if (stamp && now !== stamp) posts = loadSitePosts()
      stamp = now
    }
    return posts
  }
  return new Proxy(posts, {
    get: (_, key) => Reflect.get(current(), key),
    has: (_, key) => Reflect.has(current(), key),
    ownKeys: () => Reflect.ownKeys(current()),
    getOwnPropertyDescriptor: (_, key) => Reflect.getOwnPropertyDescriptor(current(), key),
  })
}

/**
 * The posts the site shows. `npm run dev` shows drafts and scheduled posts too, with a "Draft"
 * badge, and reads a saved file again; every other build reads the files once and leaves drafts
 * and scheduled posts out of every page, list, feed, sitemap and index.
 */
export const blogPosts: BlogPost[] =
  process.env.NODE_ENV === 'development' ? livePosts() : loadSitePosts()
