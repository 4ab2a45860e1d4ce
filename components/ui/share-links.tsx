import { SocialIcon } from '@/components/layout/social-icon'
import { siteUrl } from '@/lib/paths'
import { cn } from '@/lib/cn'

/**
 * Share this page on LinkedIn, X or by e-mail. Plain links: nothing from those sites loads until
 * the visitor clicks one. Kept out of the site search.
 */
export function ShareLinks({
  path,
  title,
  className,
}: {
  path: string
  title: string
  className?: string
}) {
  const url = encodeURIComponent(siteUrl(path))
  const text = encodeURIComponent(title)
  const targets = [
    {
      icon: 'linkedin',
      label: 'Share on LinkedIn',
      href: `https://www.linkedin.com/sharing/share-offsite/?url=${url}`,
    },
    { icon: 'x', label: 'Share on X', href: `https://x.com/intent/post?url=${url}&text=${text}` },
    { icon: 'email', label: 'Share by email', href: `mailto:?subject=${text}&body=${url}` },
  ]
  return (
    <div data-pagefind-ignore className={cn('flex flex-wrap items-center gap-3', className)}>
      <p className="font-semibold text-ink">Share:</p>
      <ul className="flex items-center gap-2">
        {targets.map((target) => {
          const external = target.href.startsWith('http')
          return (
            <li key={target.icon}>
              <a
                href={target.href}
                target={external ? '_blank' : undefined}
                rel={external ? 'noopener noreferrer' : undefined}
                className="inline-flex size-11 items-center justify-center rounded-full border border-line text-navy-800 transition-colors hover:border-navy-800 hover:bg-navy-50"
              >
                <SocialIcon name={target.icon} />
                <span className="sr-only">
                  {target.label}
                  {external ? ' (opens in a new tab)' : ''}
                </span>
              </a>
            </li>
          )
        })}
      </ul>
    </div>
  )
}
