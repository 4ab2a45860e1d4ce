/** The home page's list of who the product serves, from the customer segments. Pure. */
import type { CustomerSegment } from '../marketing/schema'

/** A segment's name in sentence case: later words lose their capital unless they are acronyms. */
function sentenceCase(name: string) {
  return name
    .split(' ')
    .map((word, index) => (index > 0 && /^[A-Z][a-z]+$/.test(word) ? word.toLowerCase() : word))
    .join(' ')
}

export type Audience = { slug: string; name: string }

/** The six customer segments, as the home page names them. */
export function audiencesOf(segments: readonly CustomerSegment[]): Audience[] {
  return segments.map((segment) => ({ slug: segment.slug, name: sentenceCase(segment.name) }))
}
