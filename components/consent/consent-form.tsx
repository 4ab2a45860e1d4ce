import { buttonClasses } from '@/components/ui/button-classes'
import { Link } from '@/components/ui/link'
import type { ConsentCopy } from '@/content/site'
import { cn } from '@/lib/cn'

/**
 * The words and controls of the cookie choices, rendered on the server and shown in the dialog
 * (ConsentDialog reads the answer). Accept all and Reject all are the same kind of button, side
 * by side: refusing is one click, as accepting is. The settings, a disclosure, hold one box per
 * kind the visitor may allow, with the cookie policy's own words for each.
 */
export function ConsentForm({ copy }: { copy: ConsentCopy }) {
  const { essential, analytics, functionality } = copy.categories
  return (
    <>
      <p className="text-sm leading-6 text-muted">
        {copy.intro}{' '}
        <Link href="/cookiepolicy" className="font-semibold text-accent-strong underline">
          {copy.policyLink}
        </Link>
      </p>
      <div className="mt-5 grid grid-cols-2 gap-3">
        <button type="submit" name="answer" value="accept" className={buttonClasses('primary')}>
          {copy.acceptAll}
        </button>
        <button type="submit" name="answer" value="reject" className={buttonClasses('primary')}>
          {copy.rejectAll}
        </button>
      </div>
      <details className="group mt-5 border-t border-line pt-4">
        <summary className="inline-flex min-h-11 cursor-pointer items-center gap-2 font-semibold text-navy-800">
          <svg
            width="16"
            height="16"
            viewBox="0 0 24 24"
            aria-hidden="true"
            className="transition-transform group-open:rotate-90"
          >
            <path d="M9 6l6 6-6 6" fill="none" stroke="currentColor" strokeWidth="2" />
          </svg>
          {copy.settings}
        </summary>
        <ul className="mt-3 space-y-4 text-sm leading-6">
          <li>
            <p className="flex items-center justify-between gap-3 font-semibold text-ink">
              {essential.title}
              <span className="rounded-full bg-accent-soft px-2.5 py-0.5 text-xs text-accent-strong">
                {copy.alwaysOn}
              </span>
            </p>
            <p className="text-muted">{essential.desc}</p>
          </li>
          {(
            [
              ['analytics', analytics],
              ['functionality', functionality],
            ] as const
          ).map(([name, kind]) => (
            <li key={name}>
              <label className="flex min-h-11 cursor-pointer items-center justify-between gap-3 font-semibold text-ink">
                {kind.title}
                <input
                  type="checkbox"
                  name={name}
                  aria-describedby={`consent-${name}-desc`}
                  className="size-5 accent-navy-800"
                />
              </label>
              <p id={`consent-${name}-desc`} className="text-muted">
                {kind.desc}
              </p>
            </li>
          ))}
        </ul>
        <button
          type="submit"
          name="answer"
          value="save"
          className={cn(buttonClasses('outline'), 'mt-5 w-full')}
        >
          {copy.save}
        </button>
      </details>
    </>
  )
}
