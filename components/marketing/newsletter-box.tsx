/* eslint-disable @typescript-eslint/no-require-imports -- build-time choice, see below */
import { cn } from '@/lib/cn'
import { newsletter } from '@/lib/newsletter/config'
import { NewsletterForm } from './newsletter-form'

type Subscribe = typeof import('@/components/marketing/newsletter-subscribe')

/**
 * The form that subscribes, in a build with a newsletter provider (COVERBRIDGE_NEWSLETTER,
 * next.config.mjs). Required inside a test the bundler reads as a constant: a build without a
 * provider never refers to it, so its code is not even bundled (an import, used or not, would
 * put it into every build's pages with the box).
 */
const NewsletterSubscribe =
  process.env.COVERBRIDGE_NEWSLETTER === 'on'
    ? (require('@/components/marketing/newsletter-subscribe') as Subscribe).NewsletterSubscribe
    : null

/**
 * Newsletter box: a heading, one line and the form, which subscribes through the build's
 * newsletter provider, or, without one, sends nothing and says so.
 * `banner` lays it out wide with the form beside the copy (blog page); `box` suits a sidebar.
 */
export function NewsletterBox({
  headingLevel = 2,
  layout = 'box',
}: {
  headingLevel?: 2 | 3
  layout?: 'box' | 'banner'
}) {
  const Heading = `h${headingLevel}` as const
  const banner = layout === 'banner'
  return (
    <div
      className={cn(
        'rounded-card border border-line bg-surface-alt',
        banner ? 'p-6 sm:p-10' : 'p-6',
      )}
    >
      <div className={cn(banner && 'grid gap-8 lg:grid-cols-[1fr_1.1fr] lg:items-center')}>
        <div>
          {banner ? (
            <p className="text-sm font-semibold tracking-wider text-accent-strong uppercase">
              Newsletter
            </p>
          ) : null}
          <Heading
            className={cn('font-semibold text-ink', banner ? 'mt-2 text-3xl font-bold' : 'text-xl')}
          >
            {banner ? 'One useful email a month for producers' : 'Newsletter'}
          </Heading>
          <p className="mt-2 mb-4 text-muted">
            One e-mail a month for brokers: new carriers, appetite changes and product updates. No
            sales pitches.
          </p>
        </div>
        {newsletter && NewsletterSubscribe ? (
          <NewsletterSubscribe config={newsletter.config} copy={newsletter.copy} />
        ) : (
          <NewsletterForm />
        )}
      </div>
    </div>
  )
}
