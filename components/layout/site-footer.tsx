import { phoneText, telHref } from '@/lib/phone'
import { Link } from '@/components/ui/link'
import { ButtonLink } from '@/components/ui/button'
import { Container } from '@/components/ui/container'
import { CookieChoicesEntry } from '@/components/consent/cookie-choices'
import { chatEnabled } from '@/lib/chat/config'
import { cn } from '@/lib/cn'
import type { NavGroup, SiteFacts } from '@/lib/schemas/site'
import { CurrentYear } from './current-year'
import { SITE_FOOTER_ID } from './landmarks'
import { Logo } from './logo'
import { SocialIcon } from './social-icon'

const BUILD_YEAR = new Date().getFullYear()

/**
 * The footer: the primary one (main pages) or the alternate one (template pages: legal links go
 * to /contact), by the columns it is given.
 */
export function SiteFooter({
  cta = true,
  site: siteConfig,
  columns,
  cookieChoices,
}: {
  cta?: boolean
  site: SiteFacts
  /** The footer's link columns: the primary footer's or the alternate one's. */
  columns: NavGroup[]
  /** The words of the footer's cookie choices entry. */
  cookieChoices: string
}) {
  return (
    <footer id={SITE_FOOTER_ID} className="on-dark bg-navy-950 text-navy-100 render-when-near">
      {cta ? (
        <div className="bg-navy-800">
          <Container className="flex flex-col items-start justify-between gap-6 py-12 md:flex-row md:items-center">
            <div>
              <h2 className="text-3xl font-bold tracking-tight text-white">
                Ready to quote faster?
              </h2>
              <p className="mt-2 text-navy-100">
                Rate, quote and bind specialty lines in under 5 minutes. Live in about two weeks.
              </p>
            </div>
            <ButtonLink href="/contact" variant="accent" size="lg">
              Get Started
            </ButtonLink>
          </Container>
        </div>
      ) : null}
      <Container className="grid gap-10 py-14 md:grid-cols-[1.4fr_repeat(3,1fr)]">
        <div>
          <Logo brand={siteConfig.brand} dark />
          <p className="mt-4 max-w-xs text-sm leading-6">{siteConfig.tagline}</p>
          <nav aria-label="Social media">
            <ul className="mt-6 flex gap-2">
              {siteConfig.social.map((link) => (
                <li key={link.href}>
                  <a
                    href={link.href}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={`${link.label} (opens in a new tab)`}
                    className="inline-flex size-11 items-center justify-center rounded-full border border-white/20 text-white hover:bg-white/10"
                  >
                    <SocialIcon name={link.icon} />
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        </div>
        {columns.map((column) => (
          <nav key={column.title} aria-label={column.title}>
            <p className="mb-4 text-sm font-semibold tracking-wider text-white uppercase">
              {column.title}
            </p>
            <ul className="space-y-1">
              {column.links.map((link) => (
                <li key={link.label}>
                  <Link
                    href={link.href}
                    className="inline-flex min-h-10 items-center text-sm hover:text-white hover:underline"
                  >
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
        <div>
          <p className="mb-4 text-sm font-semibold tracking-wider text-white uppercase">Contact</p>
          <address className="space-y-2 text-sm leading-6 not-italic">
            <a
              href={`mailto:${siteConfig.salesEmail}`}
              className="block hover:text-white hover:underline"
            >
              {siteConfig.salesEmail}
            </a>
            <a href={telHref(siteConfig.phone)} className="block hover:text-white hover:underline">
              {phoneText(siteConfig.phone)}
            </a>
            <span className="block">{siteConfig.address}</span>
          </address>
        </div>
      </Container>
      <div className="border-t border-white/10">
        <Container
          className={cn(
            'flex flex-col gap-2 pt-6 text-sm sm:flex-row sm:items-center sm:justify-between',
            // Room below the last line for the chat launcher, so it never hides the text.
            chatEnabled ? 'pb-24' : 'pb-6',
          )}
        >
          <p>
            © <CurrentYear buildYear={BUILD_YEAR} /> {siteConfig.brand}. All rights reserved.
          </p>
          {/* On every page, whichever footer: the cookie policy promises the choice can be changed. */}
          <CookieChoicesEntry
            label={cookieChoices}
            className="inline-flex min-h-10 items-center self-start underline hover:text-white sm:self-auto"
          />
          <p>{siteConfig.brand} is a technology provider, not an insurer.</p>
        </Container>
      </div>
    </footer>
  )
}
