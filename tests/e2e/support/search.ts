import type { Page } from '@playwright/test'

type Found = { url: string; sub_results: { url: string }[] }

/**
 * Runs a query on the real Pagefind index from inside the page (a null query lists every indexed
 * page) and returns each result's URL and the URLs of its sections.
 */
export async function searchIndex(page: Page, query: string | null): Promise<Found[]> {
  return page.evaluate(async (term) => {
    const pagefind = (await import(
      /* webpackIgnore: true */ '/pagefind/pagefind.js' as string
    )) as { search(term: string | null): Promise<{ results: { data(): Promise<Found> }[] }> }
    const found = await pagefind.search(term)
    return Promise.all(found.results.map((result) => result.data()))
  }, query)
}
