/* eslint-disable @typescript-eslint/no-require-imports -- build-time choice, see below */
import { readNewsletter, type NewsletterConfig } from '@/lib/integrations.mjs'
import type { NewsletterCopy } from '@/content/site/schema'

type Copy = typeof import('@/content/site/newsletter')

/**
 * The build's newsletter provider (NEXT_PUBLIC_NEWSLETTER_*, checked when the build starts) and
 * what the box says with it, or null. Read on the server and handed to the box's form as props.
 * Both sit inside a test of the constant next.config.mjs writes: a bundle made without a provider
 * (the CMS previews', which cannot read content files) never reaches the reading.
 */
export const newsletter: { config: NewsletterConfig; copy: NewsletterCopy } | null =
  process.env.COVERBRIDGE_NEWSLETTER === 'on'
    ? {
        config: readNewsletter(process.env) as NewsletterConfig,
        copy: (require('@/content/site/newsletter') as Copy).newsletterCopy,
      }
    : null
