// The analytics and newsletter providers of the chat build (npm run build:e2e:chat is made with
// both pointing at the stand-ins' origin), answered in the browser with the stand-ins' own
// answers (scripts/lib/tools/provider-stand-ins.mjs), per browser context: a test reads what its own
// pages sent, never another's.
import type { BrowserContext } from '@playwright/test'
import {
  answerStandIn,
  standInOrigin,
  type StandInHit,
} from '../../../scripts/lib/tools/provider-stand-ins.mjs'

export const STAND_IN = standInOrigin(Number(process.env.E2E_PORT ?? 4173))

const recorded = new WeakMap<BrowserContext, { hits: StandInHit[]; requests: string[] }>()

/** Answers the stand-ins' origin in `context`, recording every request to it and every hit. */
export async function serveStandIns(context: BrowserContext) {
  const record = { hits: [] as StandInHit[], requests: [] as string[] }
  recorded.set(context, record)
  await context.route(`${STAND_IN}/**`, (route) => {
    const request = route.request()
    record.requests.push(`${request.method()} ${request.url()}`)
    const answer = answerStandIn(
      { method: request.method(), url: request.url(), body: request.postData() ?? '' },
      (hit) => record.hits.push(hit),
    )
    if (answer === 'drop') return route.abort('connectionreset')
    return route.fulfill({ status: answer.status, headers: answer.headers, body: answer.body })
  })
}

/** What the context's pages asked of the stand-ins (`METHOD url`, in order) and what they sent. */
export function standIns(context: BrowserContext) {
  const record = recorded.get(context)
  if (!record) throw new Error('the stand-ins are not served in this context (useChatBuild)')
  return record
}

/** The collector's page views and events, as [name, url] pairs in the order they came. */
export function collected(context: BrowserContext) {
  return standIns(context).hits.flatMap((entry) =>
    entry.kind === 'event' ? [[String(entry.hit.n), String(entry.hit.u)]] : [],
  )
}
