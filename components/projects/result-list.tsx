import { Icon } from '@/components/ui/icon'

/** What a project changed, as a checked list. */
export function ResultList({ results }: { results: string[] }) {
  return (
    <ul className="flex flex-col gap-4">
      {results.map((result) => (
        <li key={result} className="flex items-start gap-3 text-muted">
          <span className="mt-0.5 inline-flex size-7 shrink-0 items-center justify-center rounded-full bg-accent-soft text-accent-strong">
            <Icon name="check" size={18} />
          </span>
          <span>{result}</span>
        </li>
      ))}
    </ul>
  )
}
