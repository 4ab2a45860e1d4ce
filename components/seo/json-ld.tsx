import { serializeJsonLd, type JsonLdData } from '@/lib/json-ld'

/** Structured data for crawlers, serialised safely (see serializeJsonLd). */
export function JsonLd({ data }: { data: JsonLdData }) {
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }}
    />
  )
}
