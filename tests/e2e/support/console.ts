import { expect, type Page } from '@playwright/test'
import { alternateFooterNav, mainNav, primaryFooterNav } from '../../../content/site'
import { resolvesInExport } from './export'

const NOT_FOUND_MESSAGE = /^Failed to load resource: the server responded with a status of 404/

/** Site-wide nav targets that later issues build; Next prefetches them and gets a 404 until then. */
const sharedNavTargets = new Set(
  [...mainNav, ...[...primaryFooterNav, ...alternateFooterNav].flatMap((group) => group.links)].map(
    (link) => link.href,
  ),
)

/** Records the paths of every 404 response the page gets from the site. */
export function watchNotFound(page: Page): string[] {
  const paths: string[] = []
  page.on('response', (response) => {
    if (response.status() === 404) paths.push(new URL(response.url()).pathname)
  })
  return paths
}

/**
 * No console errors except the 404s of prefetching shared nav links whose pages do not exist yet
 * (they disappear as those pages land). Any other 404 or error fails.
 */
export function expectCleanConsole(consoleErrors: string[], notFoundPaths: string[]) {
  const unexpected404s = notFoundPaths.filter(
    (path) => !(sharedNavTargets.has(path) && !resolvesInExport(path)),
  )
  expect(unexpected404s, '404 responses').toEqual([])
  expect(consoleErrors.filter((message) => !NOT_FOUND_MESSAGE.test(message))).toEqual([])
}
