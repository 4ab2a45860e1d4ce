import { firstById, firstPlaces } from '@/lib/first-by-id'

describe('items by id', () => {
  const items = [
    { id: 3, name: 'a' },
    { id: 1, name: 'b' },
    { id: 3, name: 'c' },
  ]

  it('finds what a search from the start finds: the first of each id', () => {
    const byId = firstById(items)
    expect(byId.get(3)).toBe(items.find((item) => item.id === 3))
    expect(byId.get(1)?.name).toBe('b')
    expect(byId.get(2)).toBeUndefined()
    expect(byId.size).toBe(2)
  })

  it("gives each id's place as findIndex would", () => {
    const places = firstPlaces(items)
    for (const id of [1, 2, 3]) {
      expect(places.get(id) ?? -1).toBe(items.findIndex((item) => item.id === id))
    }
  })
})
