import type { CustomerSegment } from '@/content/marketing'

/** Who it serves: each segment's name and one line. */
export function SegmentList({ segments }: { segments: CustomerSegment[] }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {segments.map((segment) => (
        <li
          key={segment.slug}
          className="flex h-full flex-col rounded-card border border-line bg-white p-5"
        >
          <h3 className="text-lg font-semibold text-ink">{segment.name}</h3>
          <p className="mt-2 text-muted">{segment.summary}</p>
        </li>
      ))}
    </ul>
  )
}
