// Posts for builds at scale (scripts/shop-scale.mjs, scripts/check-shards.mjs): copies of the
// blog-list posts in a new folder, read through BLOG_EXTRA_POSTS_DIR, with new ids, numbered titles
// and dates a day apart, counting back from the last day of 2023 so that every copy is published
// whatever the count (a post dated after the build's day waits for it). Nothing generated is committed.
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

const POSTS = join(process.cwd(), 'content', 'blog', 'posts')
const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC']

/** `count` copies of the blog-list posts in a new folder: ids from 10,001, titles numbered, dates a day apart back from 31 DEC 2023. */
export function extraPosts(count) {
  const dir = mkdtempSync(join(tmpdir(), 'scale-posts-'))
  const sources = readdirSync(POSTS)
    .map((name) => readFileSync(join(POSTS, name), 'utf8'))
    .filter((text) => /^page: blog-list$/m.test(text) && !/^draft: true$/m.test(text))
  for (let i = 0; i < count; i += 1) {
    const id = 10_001 + i
    const day = new Date(Date.UTC(2023, 11, 31) - i * 86_400_000)
    const date = `${String(day.getUTCDate()).padStart(2, '0')} ${MONTHS[day.getUTCMonth()]} ${day.getUTCFullYear()}`
    const text = sources[i % sources.length]
      .replace(/^id: .*$/m, `id: ${id}`)
      .replace(
        /^title: (['"]?)(.*?)\1$/m,
        (_, q, title) => `title: ${q}${title} (copy ${i + 1})${q}`,
      )
      .replace(/^date: .*$/m, `date: ${date}`)
    writeFileSync(join(dir, `${id}-scale-copy-${i + 1}.md`), text)
  }
  return dir
}
