'use client'

/* eslint-disable @typescript-eslint/no-require-imports -- build-time choice, see below */

import { NewsletterForm as SendsNothing } from './newsletter-form'

type Subscribe = typeof import('@/components/marketing/newsletter-subscribe')

const Nothing = () => null

/**
 * The newsletter box's form: the one that subscribes in a build with a provider
 * (COVERBRIDGE_NEWSLETTER, next.config.mjs), the one that sends nothing in a build without. The
 * test is a constant the bundler reads, so a build keeps only its own: the subscribing form is
 * required inside its side (an import would keep it in every build), and the other is used on
 * the other side only.
 */
export const NewsletterSubscribe =
  process.env.COVERBRIDGE_NEWSLETTER === 'on'
    ? (require('@/components/marketing/newsletter-subscribe') as Subscribe).NewsletterSubscribe
    : Nothing
export const NewsletterForm = process.env.COVERBRIDGE_NEWSLETTER === 'on' ? Nothing : SendsNothing
