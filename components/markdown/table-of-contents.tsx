import type { Heading } from '@/content/shared'
import { cn } from '@/lib/cn'

/** Headings a table of contents lists: h2 and h3. */
export function tocHeadings(headings: Heading[]): Heading[] {
  return headings.filter((heading) => heading.depth <= 3)
}

/** A server-rendered list of the sections of a Markdown page, linking to their ids. */
export function TableOfContents({
  headings,
  label,
  className,
}: {
  headings: Heading[]
  label: string
  className?: string
}) {
  const items = tocHeadings(headings)
  return (
    <nav aria-label={label} className={className}>
      <p className="mb-3 text-sm font-semibold tracking-wider text-ink uppercase">{label}</p>
      <ol className="space-y-1 text-sm">
        {items.map((heading) => (
          <li key={heading.id} className={cn(heading.depth === 3 && 'pl-4')}>
            <a
              href={`#${heading.id}`}
              className="inline-flex min-h-9 items-center text-muted hover:text-accent-strong"
            >
              {heading.text}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  )
}
