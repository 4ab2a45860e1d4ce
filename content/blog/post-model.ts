/**
 * A post as the pages draw it, made from its checked front matter and its compiled body. Pure:
 * the build's loader (posts.ts) and the CMS's preview, which compiles the body in the browser,
 * make their posts here, so a preview's byline and reading time are the page's.
 */
import { parseDisplayDate } from '@/lib/dates'
import { readingMinutes, type CompiledMarkdown } from '../shared/markdown-compile'
import type { BlogFrontMatter, BlogPost } from './schema'

/** Whether a post is out of the production build: a draft, or dated after `today`. */
export function isUnpublished(post: { draft?: boolean; date: string }, today: Date): boolean {
  const startOfToday = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate())
  return Boolean(post.draft) || parseDisplayDate(post.date).getTime() > startOfToday
}

/**
 * The post of a file: `authorDesignation` is the designation its author's file gives, shown
 * unless the post names its own.
 */
export function blogPostOf(
  matter: BlogFrontMatter,
  compiled: Pick<CompiledMarkdown, 'tree' | 'headings' | 'wordCount'>,
  { file, authorDesignation, today }: { file: string; authorDesignation?: string; today: Date },
): BlogPost {
  const { topic, ...rest } = matter
  return {
    ...rest,
    designation: matter.designation ?? authorDesignation,
    file,
    post_info: { readingTime: `${readingMinutes(compiled.wordCount)} min read`, topic },
    body: compiled.tree,
    headings: compiled.headings,
    wordCount: compiled.wordCount,
    unpublished: isUnpublished(matter, today),
  }
}
