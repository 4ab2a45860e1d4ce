/**
 * Items by id, the first of each id kept (as a search from the start would find it): a lookup per
 * page instead of a walk through 5,000 products or posts for each of thousands of pages.
 */
export function firstById<T extends { id: number }>(items: readonly T[]): Map<number, T> {
  const byId = new Map<number, T>()
  for (const item of items) if (!byId.has(item.id)) byId.set(item.id, item)
  return byId
}

/** Each id's place in `items`, the first place of each id kept (as findIndex would find it). */
export function firstPlaces(items: readonly { id: number }[]): Map<number, number> {
  const places = new Map<number, number>()
  items.forEach((item, place) => {
    if (!places.has(item.id)) places.set(item.id, place)
  })
  return places
}
