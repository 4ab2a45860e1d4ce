import { useId } from 'react'
import { matchCount, SEARCH_TYPE_LABELS, SEARCH_TYPES, type SearchType } from '@/lib/search'

/** The type chips: All, then one per result type. */
const CHIPS: { type: SearchType | null; label: string }[] = [
  { type: null, label: 'All' },
  ...SEARCH_TYPES.map((type) => ({ type, label: `${SEARCH_TYPE_LABELS[type]}s` })),
]

const chipClasses =
  'inline-flex min-h-11 items-center gap-1.5 rounded-full border border-line px-3 text-sm font-semibold text-ink hover:border-accent-strong aria-pressed:border-navy-800 aria-pressed:bg-navy-800 aria-pressed:text-white disabled:opacity-50'

/** Searches worth trying, shown before the first keystroke: one click types it. */
export function PopularTopics({
  suggestions,
  onPick,
}: {
  suggestions: string[]
  onPick: (name: string) => void
}) {
  const headingId = useId()
  return (
    <div className="mt-4">
      <p id={headingId} className="text-sm font-semibold text-muted">
        Popular topics
      </p>
      <ul aria-labelledby={headingId} className="mt-2 flex flex-wrap gap-2">
        {suggestions.map((name) => (
          <li key={name}>
            <button type="button" onClick={() => onPick(name)} className={chipClasses}>
              {name}
            </button>
          </li>
        ))}
      </ul>
    </div>
  )
}

/**
 * One chip a result type, with how many pages of it match, to narrow the results to that type.
 * A type nothing matches is disabled unless it is the one chosen.
 */
export function TypeChips({
  counts,
  type,
  onChange,
}: {
  counts: Record<SearchType, number>
  type: SearchType | null
  onChange: (type: SearchType | null) => void
}) {
  return (
    <div role="group" aria-label="Result types" className="mt-4 flex flex-wrap gap-2">
      {CHIPS.map((chip) => {
        const count = matchCount(counts, chip.type)
        const pressed = chip.type === type
        return (
          <button
            key={chip.label}
            type="button"
            aria-pressed={pressed}
            disabled={!count && !pressed}
            onClick={() => onChange(chip.type)}
            className={chipClasses}
          >
            {chip.label} <span className="font-normal">{count}</span>
          </button>
        )
      })}
    </div>
  )
}
