/** The portfolio's pure helpers: the preview of the CMS uses them with the items it reads. */
import type { PortfolioItem } from './schema'

/** Cards per page of the /project-v2 gallery. */
export const PROJECT_V2_PER_PAGE = 4

/** The items of one gallery, in showcase order. */
export function portfolioOf(
  items: readonly PortfolioItem[],
  kind: PortfolioItem['portfolio'],
): PortfolioItem[] {
  return items.filter((item) => item.portfolio === kind)
}

/**
 * A stable React key for a portfolio item: ids repeat in the sample data (id 8 three times), the
 * image path does not.
 */
export function portfolioKey(item: PortfolioItem): string {
  return `${item.id}-${item.img}`
}
