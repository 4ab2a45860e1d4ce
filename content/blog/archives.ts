/**
 * The blog's categories, topics and authors as lists of their own: which exist, their copy and
 * their posts, and the related posts under a post. Pure (no file is read here): the build makes
 * them from the loaded posts and copy files, and the CMS's preview from what it has.
 */
import type { ContentProblem } from '@/lib/content-files/validate'
import { parseDisplayDate } from '@/lib/dates'
import { slugOf } from '@/lib/slug'
import { blogArchivePath, type ArchiveKind } from './paths'
import type { BlogAuthor, BlogCategoryCopy, BlogPost } from './schema'

/** Posts per page on /blog, /blog-grid and the pages of each category, topic and author. */
export const BLOG_PER_PAGE = 4

export type BlogArchive = {
  kind: ArchiveKind
  /** The name as the posts spell it. */
  name: string
  slug: string
  /** The first page's path. */
  path: string
  /** The page's title (before ' - Coverbridge') and heading. */
  title: string
  description: string
  intro: string
  /** An author's role, shown on their page. */
  designation?: string
  /** Newest first. */
  posts: BlogPost[]
}

/** The name a post is filed under, of each kind. */
export function archiveNameOf(post: BlogPost, kind: ArchiveKind): string {
  if (kind === 'category') return post.category
  if (kind === 'topic') return post.post_info.topic
  return post.author
}

/** Each post's date as a time, read once: sorting 5,000 posts read each date some 25 times. */
const times = new WeakMap<BlogPost, number>()
function timeOf(post: BlogPost): number {
  let time = times.get(post)
  if (time === undefined) {
    time = parseDisplayDate(post.date).getTime()
    times.set(post, time)
  }
  return time
}

/** Newest first; posts of one day by id, the later first. */
export function newestFirst(posts: readonly BlogPost[]): BlogPost[] {
  return [...posts].sort((a, b) => timeOf(b) - timeOf(a) || b.id - a.id)
}

/** The copy files the archives' pages take their words from. */
export type ArchiveCopy = {
  categories: readonly BlogCategoryCopy[]
  authors: readonly BlogAuthor[]
}

/** Words for a list without a copy file: a topic, or a category nobody has written copy for. */
function plainCopy(kind: ArchiveKind, name: string) {
  if (kind === 'topic') {
    return {
      title: `Articles on ${name}`,
      description: `Coverbridge articles on ${name} for brokers, agents and MGAs, newest first.`,
      intro: `Every post on ${name}, newest first.`,
    }
  }
  return {
    title: `${name} articles`,
    description: `Coverbridge articles filed under ${name}, for brokers, agents and MGAs, newest first.`,
    intro: `Every post filed under ${name}, newest first.`,
  }
}

function copyOf(kind: ArchiveKind, name: string, copy: ArchiveCopy) {
  if (kind === 'author') {
    const author = copy.authors.find((candidate) => candidate.name === name)
    if (author) {
      const { description, intro, designation } = author
      return { title: name, description, intro, designation }
    }
  }
  if (kind === 'category') {
    const own = copy.categories.find((candidate) => candidate.name === name)
    if (own) return { title: own.title, description: own.description, intro: own.intro }
  }
  return plainCopy(kind, name)
}

/** Every category, topic or author that has a post, alphabetically, with its posts newest first. */
export function blogArchivesOf(
  posts: readonly BlogPost[],
  kind: ArchiveKind,
  copy: ArchiveCopy,
): BlogArchive[] {
  const byName = new Map<string, BlogPost[]>()
  for (const post of posts) {
    const name = archiveNameOf(post, kind)
    byName.set(name, [...(byName.get(name) ?? []), post])
  }
  return [...byName]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, filed]) => ({
      kind,
      name,
      slug: slugOf(name),
      path: blogArchivePath(kind, name),
      ...copyOf(kind, name, copy),
      posts: newestFirst(filed),
    }))
}

/** A name written at a place of a content file. */
export type NamedAt = { name: string; file: string; line: number; field: string }

/**
 * Names that would share one page: two spellings that make the same slug ('E&O' and 'E and O'),
 * or a name with no letter or digit to make one. Each is reported where it is written, naming
 * the first spelling and its file; one name written in many places is fine.
 */
export function slugProblems(what: string, names: readonly NamedAt[]): ContentProblem[] {
  const first = new Map<string, NamedAt>()
  const problems: ContentProblem[] = []
  for (const at of names) {
    const { file, line, field, name } = at
    const slug = slugOf(name)
    if (!slug) {
      problems.push({ file, line, field, message: `the ${what} "${name}" makes no URL slug` })
      continue
    }
    const seen = first.get(slug)
    if (!seen) first.set(slug, at)
    else if (seen.name !== name)
      problems.push({
        file,
        line,
        field,
        message: `the ${what} "${name}" makes the slug "${slug}" of "${seen.name}" (${seen.file}:${seen.line}): spell them the same`,
      })
  }
  return problems
}

/**
 * Up to `count` posts to read next: those sharing the post's category or topic first, then the
 * others, each group newest first.
 */
export function relatedPostsOf(post: BlogPost, posts: readonly BlogPost[], count = 3): BlogPost[] {
  return relatedAmongNewest(post, newestFirst(posts), count)
}

/**
 * relatedPostsOf for posts already newest first, as the build has them: it stops once it has
 * `count` of the same category or topic, where sorting and sifting every post for every post
 * took minutes at 5,000 posts.
 */
export function relatedAmongNewest(
  post: BlogPost,
  newest: readonly BlogPost[],
  count = 3,
): BlogPost[] {
  const near: BlogPost[] = []
  const far: BlogPost[] = []
  for (const other of newest) {
    if (other.id === post.id) continue
    if (other.category === post.category || other.post_info.topic === post.post_info.topic) {
      near.push(other)
      if (near.length === count) break
    } else if (far.length < count) {
      far.push(other)
    }
  }
  return [...near, ...far].slice(0, count)
}
