// Types of lib/integrations.mjs for the TypeScript code and tests that read it.
export type AnalyticsProvider = 'plausible' | 'umami' | 'ga4'
export type NewsletterProvider = 'buttondown' | 'mailchimp'
export type AnalyticsConfig = { provider: AnalyticsProvider; id: string; script: string }
export type NewsletterConfig = { provider: NewsletterProvider; url: string }
export const ANALYTICS_PROVIDERS: AnalyticsProvider[]
export const NEWSLETTER_PROVIDERS: NewsletterProvider[]
export function readAnalytics(env: Record<string, string | undefined>): AnalyticsConfig | null
export function readNewsletter(env: Record<string, string | undefined>): NewsletterConfig | null
export function integrationHosts(env: Record<string, string | undefined>): {
  scripts: string[]
  connect: string[]
  images: string[]
}
