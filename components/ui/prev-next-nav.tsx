import { Link } from '@/components/ui/link'
import { cn } from '@/lib/cn'

export type PrevNextLink = {
  href: string
  /** 'Previous post', 'Next project'... */
  label: string
  /** What the link leads to, shown under the label. */
  title: string
}

/** Previous and next links at the end of a post or case study; either side may be missing. */
export function PrevNextNav({
  previous,
  next,
  label,
  className,
}: {
  previous: PrevNextLink | null
  next: PrevNextLink | null
  /** Accessible name of the navigation landmark. */
  label: string
  className?: string
}) {
  const card =
    'group flex h-full flex-col rounded-card border border-line bg-white p-5 transition-colors hover:border-navy-800'
  const item = (link: PrevNextLink, rel: 'prev' | 'next') => (
    <Link
      href={link.href}
      rel={rel}
      className={cn(card, rel === 'next' && 'sm:items-end sm:text-right')}
    >
      <span className="text-sm font-semibold tracking-wide text-accent-strong uppercase">
        {rel === 'prev' ? <span aria-hidden="true">← </span> : null}
        {link.label}
        {rel === 'next' ? <span aria-hidden="true"> →</span> : null}
      </span>
      <span className="mt-1 font-semibold text-ink group-hover:underline">{link.title}</span>
    </Link>
  )
  return (
    <nav aria-label={label} className={cn('grid gap-4 sm:grid-cols-2', className)}>
      <div>{previous ? item(previous, 'prev') : null}</div>
      <div>{next ? item(next, 'next') : null}</div>
    </nav>
  )
}
