import { readAnalytics } from '@/lib/integrations.mjs'

/**
 * The build's analytics provider (NEXT_PUBLIC_ANALYTICS_*, checked when the build starts), or
 * null. Read on the server and handed to the analytics island as props; the test of the constant
 * first keeps the reading out of any bundle made without analytics (the CMS previews').
 */
export const analyticsConfig =
  process.env.COVERBRIDGE_ANALYTICS === 'on' ? readAnalytics(process.env) : null
