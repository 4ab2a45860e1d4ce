import { rawPortfolio } from './data/portfolio'
import { portfolioItemSchema, type PortfolioItem } from './schemas'
import { parseCollection } from './validate'

// Ids repeat on purpose (id 8 three times, as in the spec's data): key by position, never by id alone.
export const portfolioItems: PortfolioItem[] = parseCollection(
  'content/data/portfolio.ts',
  portfolioItemSchema,
  rawPortfolio,
)
