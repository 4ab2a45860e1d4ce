// @vitest-environment jsdom
import { expect, test, vi } from 'vitest'
import { freshDocument } from '../support/fresh-document'

// The files of the "document" project share their worker's document: what one leaves behind is
// gone when the next begins.
test('the next file finds fresh modules, empty storage, an empty document and a bare window', async () => {
  const { useCart } = await import('@/stores/cart')
  useCart.setState({ items: [{ id: 1, orderQuantity: 2 }] as never })
  localStorage.setItem('left', 'behind')
  sessionStorage.setItem('left', 'behind')
  document.cookie = 'left=behind; path=/'
  document.documentElement.setAttribute('class', 'dark')
  document.body.dataset.state = 'open'
  document.head.append(document.createElement('style'))
  document.body.append(document.createElement('main'))
  document.title = 'Left behind'
  history.pushState(null, '', '/blog?page=2')
  vi.stubEnv('COVERBRIDGE_LEFT', 'behind')
  vi.stubGlobal('leftBehind', true)
  vi.useFakeTimers()
  const heard: string[] = []
  let stop = freshDocument()
  window.addEventListener('storage', () => heard.push('storage'))
  stop()
  stop = freshDocument()

  const fresh = await import('@/stores/cart')
  expect(fresh.useCart).not.toBe(useCart)
  expect(fresh.useCart.getState().items).toEqual([])
  expect(localStorage.length + sessionStorage.length).toBe(0)
  expect(document.cookie).toBe('')
  expect(document.documentElement.getAttributeNames()).toEqual([])
  expect(document.body.getAttributeNames()).toEqual([])
  expect(document.head.childNodes).toHaveLength(0)
  expect(document.body.childNodes).toHaveLength(0)
  expect(document.title).toBe('')
  expect(location.pathname + location.search).toBe('/')
  expect(process.env.COVERBRIDGE_LEFT).toBeUndefined()
  expect('leftBehind' in globalThis).toBe(false)
  expect(vi.isFakeTimers()).toBe(false)
  window.dispatchEvent(new StorageEvent('storage'))
  expect(heard).toEqual([])
  stop()
})
