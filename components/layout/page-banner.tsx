import { Link } from '@/components/ui/link'
import type { ReactNode } from 'react'
import { JsonLd } from '@/components/seo/json-ld'
import { ButtonLink } from '@/components/ui/button'
import { Container } from '@/components/ui/container'
import { DarkBand } from '@/components/ui/dark-band'
import { breadcrumbJsonLd, type Crumb } from '@/lib/json-ld'

export type { Crumb }

/**
 * The banner at the top of every inner page: the page's one <h1>, an optional lead and a
 * breadcrumb trail (Home first; the last crumb is the current page).
 *
 * Site search: the <h1> is the result's title (matched and ranked as the title, kept out of the
 * excerpt, which then opens with the lead or the page's own text); the eyebrow is a label, not
 * text to read in an excerpt. A list page's banner (`list`) gives the search its heading to match
 * (the page's only indexed text) and its lead to show as the excerpt, never to match: the lead
 * describes the items, and each item is found on its own page.
 */
export function PageBanner({
  title,
  lead,
  eyebrow,
  crumbs,
  list,
  action,
  children,
}: {
  title: ReactNode
  lead?: ReactNode
  eyebrow?: ReactNode
  /** Trail after Home; omit for just Home > title. */
  crumbs?: Crumb[]
  /** The banner of a list page (blog, shop, projects). */
  list?: boolean
  /** A call to action under the lead, to the contact page. */
  action?: string
  children?: ReactNode
}) {
  const trail: Crumb[] = [{ href: '/', label: 'Home' }, ...(crumbs ?? [{ label: String(title) }])]
  return (
    <DarkBand glow="bg-[radial-gradient(50rem_24rem_at_90%_-20%,rgb(20_184_166/0.22),transparent)]">
      <Container className="relative py-12 md:py-20">
        <JsonLd data={breadcrumbJsonLd(trail)} />
        <nav aria-label="Breadcrumb" className="mb-5 text-sm text-navy-100">
          <ol className="flex flex-wrap items-center gap-2">
            {trail.map((crumb, index) => {
              const last = index === trail.length - 1
              return (
                <li key={`${crumb.label}-${index}`} className="flex items-center gap-2">
                  {crumb.href && !last ? (
                    <Link
                      href={crumb.href}
                      className="underline-offset-4 hover:text-white hover:underline"
                    >
                      {crumb.label}
                    </Link>
                  ) : (
                    <span
                      aria-current={last ? 'page' : undefined}
                      className={last ? 'text-white' : undefined}
                    >
                      {crumb.label}
                    </span>
                  )}
                  {last ? null : <span aria-hidden="true">/</span>}
                </li>
              )
            })}
          </ol>
        </nav>
        {eyebrow ? (
          <p
            data-pagefind-ignore
            className="mb-3 text-sm font-semibold tracking-wider text-accent uppercase"
          >
            {eyebrow}
          </p>
        ) : null}
        <h1
          data-pagefind-meta="title"
          data-pagefind-ignore={list ? undefined : true}
          className="max-w-4xl text-4xl font-bold tracking-tight md:text-5xl"
        >
          {title}
        </h1>
        {lead ? (
          <p
            {...(list ? { 'data-pagefind-ignore': true, 'data-pagefind-meta': 'description' } : {})}
            className="mt-4 max-w-2xl text-lg text-navy-100"
          >
            {lead}
          </p>
        ) : null}
        {action ? (
          <ButtonLink href="/contact" variant="accent" size="lg" className="mt-8">
            {action}
          </ButtonLink>
        ) : null}
        {children}
      </Container>
    </DarkBand>
  )
}
