'use client'

/* eslint-disable @typescript-eslint/no-require-imports -- build-time choice, see below */

type Subscribe = typeof import('@/components/marketing/newsletter-subscribe')

/**
 * The newsletter box's form that subscribes, in a build with a provider (COVERBRIDGE_NEWSLETTER,
 * next.config.mjs). It is required inside a test the bundler reads as a constant, so a build
 * without a provider never bundles it (an import statement would keep it in every build).
 */
export const NewsletterSubscribe =
  process.env.COVERBRIDGE_NEWSLETTER === 'on'
    ? (require('@/components/marketing/newsletter-subscribe') as Subscribe).NewsletterSubscribe
    : () => null
