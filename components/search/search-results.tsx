import { Link } from '@/components/ui/link'
import { cn } from '@/lib/cn'
import { SEARCH_TYPE_LABELS, type SearchHit } from '@/lib/search'

/**
 * The results as a listbox the field controls. Each option is a real link: the status bar shows
 * where it goes, and Ctrl/Cmd+click, a middle click or the context menu open it in a new tab with
 * the dialog left as it was. The pointer moves the selection as the arrow keys do.
 */
export function SearchResults({
  listId,
  hits,
  active,
  optionId,
  onSelect,
  onNavigate,
}: {
  listId: string
  hits: SearchHit[]
  active: number | undefined
  optionId: (index: number) => string
  onSelect: (index: number) => void
  onNavigate: () => void
}) {
  return (
    <ul
      id={listId}
      role="listbox"
      aria-label="Search results"
      hidden={!hits.length}
      className="mt-4 flex max-h-[min(60dvh,32rem)] flex-col gap-1 overflow-y-auto"
    >
      {hits.map((hit, index) => (
        <li key={hit.url} role="presentation">
          <Link
            href={hit.url}
            id={optionId(index)}
            role="option"
            tabIndex={-1}
            aria-selected={index === active}
            onNavigate={onNavigate}
            onMouseMove={() => onSelect(index)}
            className={cn(
              'block rounded-control border border-transparent p-3 no-underline',
              'aria-selected:border-accent-strong aria-selected:bg-surface-alt',
            )}
          >
            <span className="flex items-baseline gap-2">
              <span className="shrink-0 rounded-full bg-navy-800 px-2 py-0.5 text-xs font-semibold text-white">
                {SEARCH_TYPE_LABELS[hit.type]}
              </span>
              <span className="font-semibold text-ink">{hit.title}</span>
            </span>
            <span
              className="mt-1 block text-sm text-muted [&_mark]:bg-accent-soft [&_mark]:font-semibold [&_mark]:text-ink"
              // Pagefind escapes the page text; the only markup is its <mark> around matches.
              dangerouslySetInnerHTML={{ __html: hit.excerpt }}
            />
          </Link>
        </li>
      ))}
    </ul>
  )
}

/** Where to go when nothing matches: the blog and the shop. */
export function NoResultsHelp({ onNavigate }: { onNavigate: () => void }) {
  const linkClasses = 'font-semibold text-accent-strong underline'
  return (
    <p className="mt-2 text-center text-muted">
      Browse the{' '}
      <Link href="/blog" onNavigate={onNavigate} className={linkClasses}>
        blog
      </Link>{' '}
      or the{' '}
      <Link href="/shop" onNavigate={onNavigate} className={linkClasses}>
        shop
      </Link>
      .
    </p>
  )
}
