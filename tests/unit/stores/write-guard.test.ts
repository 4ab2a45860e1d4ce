// @vitest-environment jsdom
import { safeLocalStorage } from '@/stores/persist-storage'

describe('safeLocalStorage', () => {
  it('writes nothing before it has read, so an early action cannot wipe a saved cart', () => {
    localStorage.setItem('cart_products', '{"state":{"items":[{"id":1,"orderQuantity":2}]}}')
    const storage = safeLocalStorage()
    storage.setItem('cart_products', { state: { items: [] }, version: 1 })
    expect(localStorage.getItem('cart_products')).toContain('"orderQuantity":2')
    storage.getItem('cart_products')
    storage.setItem('cart_products', { state: { items: [] }, version: 1 })
    expect(JSON.parse(localStorage.getItem('cart_products') ?? '')).toEqual({
      state: { items: [] },
      version: 1,
    })
  })

  it('never throws when storage itself throws', () => {
    const spy = vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('SecurityError')
    })
    const setSpy = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError')
    })
    const storage = safeLocalStorage()
    expect(storage.getItem('cart_products')).toBeNull()
    expect(() => storage.setItem('cart_products', { state: {}, version: 1 })).not.toThrow()
    spy.mockRestore()
    setSpy.mockRestore()
  })
})
