import type { AnalyticsCopy } from '@/content/site/schema'
import type { AnalyticsProvider } from '@/lib/integrations.mjs'

/**
 * Under the cookie policy, in a build with analytics: what is counted, the provider, and the
 * cookies it sets (a table, or its own sentence that it sets none). Words: content/site/consent.yaml.
 */
export function AnalyticsCookies({
  copy,
  provider,
}: {
  copy: AnalyticsCopy
  provider: AnalyticsProvider
}) {
  const used = copy.providers[provider]
  return (
    <section aria-labelledby="analytics-in-use" className="mt-10 max-w-[72ch] space-y-4 text-muted">
      <h2 id="analytics-in-use" className="text-2xl font-bold text-ink">
        {copy.heading}
      </h2>
      <p>{copy.counted}</p>
      <p>
        <strong className="text-ink">{used.name}.</strong> {used.text}
      </p>
      {used.cookies.length ? (
        <table className="w-full border-collapse text-left text-sm">
          <thead>
            <tr className="border-b border-line text-ink">
              <th scope="col" className="py-2 pr-4">
                {copy.cookieName}
              </th>
              <th scope="col" className="py-2 pr-4">
                {copy.cookiePurpose}
              </th>
              <th scope="col" className="py-2">
                {copy.cookieLasts}
              </th>
            </tr>
          </thead>
          <tbody>
            {used.cookies.map((cookie) => (
              <tr key={cookie.name} className="border-b border-line">
                <td className="py-2 pr-4 font-mono text-ink">{cookie.name}</td>
                <td className="py-2 pr-4">{cookie.purpose}</td>
                <td className="py-2">{cookie.lasts}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </section>
  )
}
