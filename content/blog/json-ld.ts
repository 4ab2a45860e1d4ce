import type { BlogPosting, WithContext } from 'schema-dts'
import { isoDate } from '@/lib/dates'
import { organizationId } from '@/lib/json-ld-site'
import { siteUrl } from '@/lib/paths'
import { blogPostPath } from './paths'
import type { BlogPost } from './schema'
import { pictureUrl } from '@/lib/images/manifest'

export function blogPostingJsonLd(post: BlogPost): WithContext<BlogPosting> {
  const url = siteUrl(blogPostPath(post.id))
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.excerpt,
    image: siteUrl(pictureUrl(post.img)),
    datePublished: isoDate(post.date),
    author: {
      '@type': 'Person',
      name: post.author,
      ...(post.designation ? { jobTitle: post.designation } : {}),
    },
    publisher: { '@id': organizationId },
    mainEntityOfPage: url,
    url,
    articleSection: post.category,
    wordCount: post.wordCount,
  }
}
