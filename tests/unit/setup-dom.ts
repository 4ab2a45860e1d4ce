import '@testing-library/jest-dom/vitest'
import { cleanup } from '@testing-library/react'
import { afterEach } from 'vitest'

/**
 * Browser APIs jsdom lacks, as a page in a real browser would find them when nothing is on screen
 * yet and the visitor has no preferences: no media query matches, observers never report, nothing
 * scrolls, a modal dialog simply opens and closes. A test that needs another behaviour (a visitor
 * who prefers reduced motion, an element scrolling into view) stubs its own with vi.stubGlobal.
 */
window.matchMedia ??= (query: string) =>
  ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  }) as MediaQueryList

class InertObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return []
  }
}
window.IntersectionObserver ??= InertObserver as unknown as typeof IntersectionObserver
window.ResizeObserver ??= InertObserver as unknown as typeof ResizeObserver

// jsdom has scrollTo, but only to report that it does not scroll.
window.scrollTo = () => {}
Element.prototype.scrollIntoView ??= () => {}

HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
  this.open = true
}
HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
  this.open = false
}

afterEach(() => {
  cleanup()
  localStorage.clear()
})
