import type { ReactNode } from 'react'
import { AuthButtons } from '@/components/auth/auth-buttons'
import { SearchButton } from '@/components/search/search-button'
import { ButtonLink } from '@/components/ui/button'
import { Container } from '@/components/ui/container'
import type { NavLink as NavLinkItem, SiteFacts } from '@/lib/schemas/site'
import { HeaderShell } from './header-shell'
import { Logo } from './logo'
import { MobileMenu } from './mobile-menu'
import { NavLink } from './nav-link'

export type HeaderVariant = 'primary' | 'alternate'

// The current page is marked by an underline as well as its colour: not by colour alone (WCAG 1.4.1).
const CURRENT =
  'aria-[current=page]:text-accent-strong aria-[current=page]:underline aria-[current=page]:decoration-2 aria-[current=page]:underline-offset-8'

const navLinkClass = `rounded-control px-3 py-2 text-[15px] font-medium text-ink hover:text-accent-strong ${CURRENT}`

/**
 * Primary header (main pages): nav, external 'Log in', 'Get Started'.
 * Alternate header (template, blog, shop pages): nav plus 'Login'/'Signup' modal controls;
 * `extra` carries the shop's cart and wishlist counts.
 */
export function SiteHeader({
  variant = 'primary',
  extra,
  site: siteConfig,
  nav: mainNav,
}: {
  variant?: HeaderVariant
  extra?: ReactNode
  site: SiteFacts
  /** The main navigation. */
  nav: NavLinkItem[]
}) {
  const actions =
    variant === 'primary' ? (
      <>
        <a
          href={siteConfig.appUrl}
          className="rounded-control px-3 py-2 text-[15px] font-semibold text-navy-800 hover:text-accent-strong"
        >
          Log in
        </a>
        <ButtonLink href="/contact" size="sm">
          Get Started
        </ButtonLink>
      </>
    ) : (
      <AuthButtons />
    )

  return (
    <HeaderShell>
      <Container className="flex h-[72px] items-center justify-between gap-4">
        {/* With the shop's counts the header is too full for the brand name below 360 px; above,
            a visitor's own wider letter and word spacing (WCAG 1.4.12) shortens it with an
            ellipsis rather than pushing the menu button out of the page (the link's name keeps
            the whole word). */}
        <Logo
          brand={siteConfig.brand}
          className={
            extra ? 'max-lg:min-w-0 [&>span]:truncate [&>span]:max-[359px]:sr-only' : undefined
          }
        />
        <nav aria-label="Main" className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {mainNav.map((link) => (
              <li key={link.href}>
                <NavLink href={link.href} className={navLinkClass}>
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex items-center gap-2">
          <SearchButton place="header" />
          {extra}
          <div className="hidden items-center gap-2 lg:flex">{actions}</div>
          <MobileMenu>
            <nav aria-label="Mobile">
              <ul className="divide-y divide-line">
                {mainNav.map((link) => (
                  <li key={link.href}>
                    <NavLink
                      href={link.href}
                      className={`flex min-h-12 items-center text-lg font-medium text-ink ${CURRENT}`}
                    >
                      {link.label}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </nav>
            <SearchButton place="menu" />
            <div className="mt-4 flex flex-wrap items-center gap-3">{actions}</div>
            <p className="mt-6 text-sm text-muted">
              Talk to sales:{' '}
              <a
                href={`mailto:${siteConfig.salesEmail}`}
                className="font-semibold text-accent-strong underline underline-offset-2"
              >
                {siteConfig.salesEmail}
              </a>
            </p>
          </MobileMenu>
        </div>
      </Container>
    </HeaderShell>
  )
}
