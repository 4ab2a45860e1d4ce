import { vi } from 'vitest'

/**
 * Puts the worker's document and modules back as a new worker would have them, and keeps track of
 * what the next file adds to the window: returns what takes that off again. The files that ask for
 * a document but mock no module share their worker's document, one after another (a new worker for
 * each file spent most of its time importing jsdom again); tests/unit/setup-fresh.ts calls this
 * before each of them. A file starts with its own copy of every module of ours (a store or a
 * component keeps state in its module), none of the last file's stubbed variables, globals or fake
 * timers, empty storage and cookies, an empty document at the site's root, and none of the last
 * file's listeners on the window. (Listeners on the document stay: Testing Library's user-event
 * sets up each document once and keeps its own there; a component takes its listeners off when it
 * unmounts.)
 */
export function freshDocument() {
  vi.resetModules()
  vi.unstubAllEnvs()
  vi.unstubAllGlobals()
  vi.useRealTimers()
  localStorage.clear()
  sessionStorage.clear()
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim()
    if (name) document.cookie = `${name}=; max-age=0; path=/`
  }
  for (const element of [document.documentElement, document.body]) {
    for (const name of element.getAttributeNames()) element.removeAttribute(name)
  }
  document.head.replaceChildren()
  document.body.replaceChildren()
  history.replaceState(null, '', '/')

  const added: [string, EventListenerOrEventListenerObject, unknown][] = []
  const addToWindow = window.addEventListener
  window.addEventListener = function (
    this: Window,
    type: string,
    listener: EventListenerOrEventListenerObject,
    options?: boolean | AddEventListenerOptions,
  ) {
    added.push([type, listener, options])
    return addToWindow.call(this, type, listener, options)
  } as typeof window.addEventListener
  return () => {
    window.addEventListener = addToWindow
    for (const [type, listener, options] of added.splice(0)) {
      window.removeEventListener(type, listener, options as EventListenerOptions)
    }
  }
}
