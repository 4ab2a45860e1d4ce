import type { BlogPosting, CollectionPage, ItemList, ProfilePage, WithContext } from 'schema-dts'
import { isoDate } from '@/lib/dates'
import { organizationId } from '@/lib/json-ld-site'
import { siteUrl } from '@/lib/paths'
import { blogArchivePath, blogPostPath } from './paths'
import type { BlogArchive } from './archives'
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
      // The author's page, where their posts are listed.
      url: siteUrl(blogArchivePath('author', post.author)),
      ...(post.designation ? { jobTitle: post.designation } : {}),
    },
    publisher: { '@id': organizationId },
    mainEntityOfPage: url,
    url,
    articleSection: post.category,
    wordCount: post.wordCount,
  }
}

/**
 * A page of a category's, topic's or author's posts: a CollectionPage listing the page's posts;
 * an author's is a ProfilePage about them as a Person, the page's posts its parts.
 */
export function blogArchiveJsonLd(
  archive: Pick<
    BlogArchive,
    'kind' | 'name' | 'path' | 'title' | 'description' | 'intro' | 'designation'
  >,
  path: string,
  posts: readonly BlogPost[],
): WithContext<CollectionPage> | WithContext<ProfilePage> {
  const listed: ItemList = {
    '@type': 'ItemList',
    itemListElement: posts.map((post, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      url: siteUrl(blogPostPath(post.id)),
      name: post.title,
    })),
  }
  const page = {
    '@context': 'https://schema.org' as const,
    name: archive.title,
    description: archive.description,
    url: siteUrl(path),
    publisher: { '@id': organizationId },
  }
  if (archive.kind !== 'author') return { ...page, '@type': 'CollectionPage', mainEntity: listed }
  return {
    ...page,
    '@type': 'ProfilePage',
    mainEntity: {
      '@type': 'Person',
      name: archive.name,
      url: siteUrl(archive.path),
      description: archive.intro,
      ...(archive.designation ? { jobTitle: archive.designation } : {}),
    },
    hasPart: posts.map((post) => ({
      '@type': 'BlogPosting',
      headline: post.title,
      url: siteUrl(blogPostPath(post.id)),
    })),
  }
}
