import { rawServiceCards } from './data/service-cards'
import { serviceCardSchema, type ServiceCard } from './schemas'
import { parseCollection } from './validate'

export const serviceCards = parseCollection(
  'content/data/service-cards.ts',
  serviceCardSchema,
  rawServiceCards,
  {
    uniqueIds: true,
  },
)

export function serviceCardsFor(page: ServiceCard['page']): ServiceCard[] {
  return serviceCards.filter((card) => card.page === page)
}
