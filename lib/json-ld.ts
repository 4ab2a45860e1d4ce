import type { BreadcrumbList, Graph, Thing, WithContext } from 'schema-dts'
import { siteUrl } from '@/lib/paths'

export type JsonLdData = WithContext<Thing> | Graph

/**
 * The one JSON-LD serialiser. JSON.stringify does not escape '<', so a value holding
 * '</script>' would end the script element: every '<' (and the line separators JSON allows
 * but JavaScript did not) is written as a \u escape.
 */
export function serializeJsonLd(data: JsonLdData): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')
}

export type Crumb = { href?: string; label: string }

/**
 * BreadcrumbList for a visible trail. The last crumb is the current page, which schema.org
 * lets us leave without a URL (so the banner needs no knowledge of its own path).
 */
export function breadcrumbJsonLd(trail: Crumb[]): WithContext<BreadcrumbList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.label,
      ...(crumb.href && index < trail.length - 1 ? { item: siteUrl(crumb.href) } : {}),
    })),
  }
}
