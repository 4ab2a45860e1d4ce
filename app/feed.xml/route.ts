import { blogPostPath, blogPosts } from '@/content/blog'
import { bodyHtml } from '@/content/shared'
import { siteConfig } from '@/content/site'
import { parseDisplayDate } from '@/lib/dates'
import { siteUrl } from '@/lib/paths'

export const dynamic = 'force-static'

function escapeXml(value: string): string {
  return value.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`)
}

/** RSS 2.0 feed of every published blog post, newest first, each with its full text. */
export function GET() {
  const posts = [...blogPosts].sort(
    (a, b) => parseDisplayDate(b.date).getTime() - parseDisplayDate(a.date).getTime(),
  )
  const items = posts
    .map((post) => {
      const url = siteUrl(blogPostPath(post.id))
      return [
        '    <item>',
        `      <title>${escapeXml(post.title)}</title>`,
        `      <link>${url}</link>`,
        `      <guid isPermaLink="true">${url}</guid>`,
        `      <pubDate>${parseDisplayDate(post.date).toUTCString()}</pubDate>`,
        `      <dc:creator>${escapeXml(post.author)}</dc:creator>`,
        `      <category>${escapeXml(post.category)}</category>`,
        `      <description>${escapeXml(post.excerpt)}</description>`,
        `      <content:encoded>${escapeXml(bodyHtml(post.body, siteUrl))}</content:encoded>`,
        '    </item>',
      ].join('\n')
    })
    .join('\n')
  const xml = `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:content="http://purl.org/rss/1.0/modules/content/">
  <channel>
    <title>${escapeXml(`${siteConfig.brand} blog`)}</title>
    <link>${siteUrl('/blog')}</link>
    <description>${escapeXml('Articles for brokers, agents and MGAs on quoting, binding and growing a specialty book.')}</description>
    <language>en-us</language>
    <atom:link href="${siteUrl('/feed.xml')}" rel="self" type="application/rss+xml"/>
${items}
  </channel>
</rss>
`
  return new Response(xml, { headers: { 'Content-Type': 'application/rss+xml; charset=utf-8' } })
}
