// @vitest-environment jsdom
import { VISITOR_IDENTITY_EVENT } from '@/lib/chat/config'
import { VISITOR_IDENTITY_KEY } from '@/lib/chat/identity'

type Loader = typeof import('@/lib/chat/loader')

const PORTAL = '4401234'
const PRIMARY = `https://js.hs-scripts.com/${PORTAL}.js`
const FALLBACK = `https://js-na1.hs-scripts.com/${PORTAL}.js`

/** Fresh module state (one load per page) for every test. */
async function freshLoader(): Promise<Loader> {
  vi.resetModules()
  return import('@/lib/chat/loader')
}

function chatScripts(): HTMLScriptElement[] {
  return Array.from(document.querySelectorAll<HTMLScriptElement>('script[src*="hs-scripts"]'))
}

/** jsdom fetches no scripts: the tests play the network by firing load or error. */
async function settle(src: string, outcome: 'load' | 'error') {
  await vi.waitFor(() => expect(chatScripts().map((script) => script.src)).toContain(src))
  const script = chatScripts().find((candidate) => candidate.src === src)
  script?.dispatchEvent(new Event(outcome))
}

function hsq(): unknown[] {
  return Reflect.get(window, '_hsq') ?? []
}

/** Listeners each fresh loader puts on window, taken off after the test (one loader per page). */
const listeners: [string, EventListenerOrEventListenerObject][] = []

let errorSpy: ReturnType<typeof vi.spyOn>
let infoSpy: ReturnType<typeof vi.spyOn>

beforeEach(() => {
  const add = window.addEventListener.bind(window)
  vi.spyOn(window, 'addEventListener').mockImplementation((type, listener, options) => {
    if (listener) listeners.push([type, listener])
    add(type, listener, options)
  })
  errorSpy = vi.spyOn(console, 'error').mockImplementation(() => undefined)
  infoSpy = vi.spyOn(console, 'info').mockImplementation(() => undefined)
  window.history.replaceState(null, '', '/contact')
})

afterEach(() => {
  for (const [type, listener] of listeners.splice(0)) window.removeEventListener(type, listener)
  for (const script of chatScripts()) script.remove()
  for (const name of [
    '_hsq',
    'HubSpotConversations',
    'hsConversationsOnReady',
    'hsConversationsSettings',
  ])
    Reflect.deleteProperty(window, name)
  vi.restoreAllMocks()
})

describe('chat loader', () => {
  it('injects the primary script only, async, and is ready when it loads', async () => {
    const chat = await freshLoader()
    const state = chat.startChat(PORTAL)
    expect(chatScripts().map((script) => [script.src, script.async, script.id])).toEqual([
      [PRIMARY, true, 'hs-script-loader'],
    ])
    await settle(PRIMARY, 'load')
    await expect(state).resolves.toBe('ready')
    expect(chatScripts()).toHaveLength(1)
    expect(errorSpy).not.toHaveBeenCalled()
  })

  it('tries the fallback when the primary script fails', async () => {
    const chat = await freshLoader()
    const state = chat.startChat(PORTAL)
    await settle(PRIMARY, 'error')
    await settle(FALLBACK, 'load')
    await expect(state).resolves.toBe('ready')
    expect(chatScripts().map((script) => script.src)).toEqual([FALLBACK])
    expect(errorSpy).not.toHaveBeenCalled()
  })

  it('logs one console error about privacy settings or ad blockers when both fail', async () => {
    const chat = await freshLoader()
    const state = chat.startChat(PORTAL)
    await settle(PRIMARY, 'error')
    await settle(FALLBACK, 'error')
    await expect(state).resolves.toBe('failed')
    expect(errorSpy).toHaveBeenCalledTimes(1)
    expect(String(errorSpy.mock.calls[0]?.[0])).toMatch(/privacy settings or an ad blocker/i)
    expect(infoSpy).not.toHaveBeenCalled()
    expect(chatScripts()).toEqual([])
    // Asked again (another render, a navigation): no second load, no second error.
    await expect(chat.startChat(PORTAL)).resolves.toBe('failed')
    expect(errorSpy).toHaveBeenCalledTimes(1)
    expect(chatScripts()).toEqual([])
  })

  it('adds an info log in Firefox with Do Not Track on', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(
      'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0',
    )
    Object.defineProperty(navigator, 'doNotTrack', { value: '1', configurable: true })
    try {
      const chat = await freshLoader()
      const state = chat.startChat(PORTAL)
      await settle(PRIMARY, 'error')
      await settle(FALLBACK, 'error')
      await state
      expect(errorSpy).toHaveBeenCalledTimes(1)
      expect(infoSpy).toHaveBeenCalledTimes(1)
      expect(String(infoSpy.mock.calls[0]?.[0])).toMatch(/Do Not Track/)
    } finally {
      Reflect.deleteProperty(navigator, 'doNotTrack')
    }
  })

  it('starts once however often it is asked', async () => {
    const chat = await freshLoader()
    const first = chat.startChat(PORTAL)
    expect(chat.startChat(PORTAL)).toBe(first)
    expect(chatScripts()).toHaveLength(1)
  })

  it('queues the sanitized path before the script arrives', async () => {
    window.history.replaceState(null, '', '/quotes/550e8400-e29b-41d4-a716-446655440000?x=1')
    const chat = await freshLoader()
    void chat.startChat(PORTAL)
    expect(hsq()).toEqual([['setPath', '/quotes/:uuid']])
  })
})

describe('identify event', () => {
  const identity = {
    email: 'dana@harborpoint.example',
    name: 'Dana Whitfield',
    userId: '3b241101-e2bb-4255-8caf-4136c566a962',
  }

  it('carries email, userId, name, the sanitized page and the time, when an e-mail is stored', async () => {
    localStorage.setItem(VISITOR_IDENTITY_KEY, JSON.stringify(identity))
    window.history.replaceState(null, '', '/users/dana%40harborpoint.example/9876543')
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date('2026-03-02T14:05:00.000Z'))
    try {
      const chat = await freshLoader()
      void chat.startChat(PORTAL)
    } finally {
      vi.useRealTimers()
    }
    expect(hsq()).toEqual([
      ['setPath', '/users/:email/:number'],
      [
        'identify',
        {
          email: 'dana@harborpoint.example',
          userId: '3b241101-e2bb-4255-8caf-4136c566a962',
          name: 'Dana Whitfield',
          currentPage: '/users/:email/:number',
          lastActive: '2026-03-02T14:05:00.000Z',
        },
      ],
    ])
  })

  it('is not sent without a stored e-mail, nor from corrupt storage', async () => {
    const chat = await freshLoader()
    void chat.startChat(PORTAL)
    expect(chat.identifyVisitor()).toBeNull()
    localStorage.setItem(VISITOR_IDENTITY_KEY, '{"email":"<img src=x>"')
    expect(chat.identifyVisitor()).toBeNull()
    expect(hsq()).toEqual([['setPath', '/contact']])
  })

  it('is not sent before the chat is started (no portal id, no queue)', async () => {
    localStorage.setItem(VISITOR_IDENTITY_KEY, JSON.stringify(identity))
    const chat = await freshLoader()
    expect(chat.identifyVisitor()).toBeNull()
    chat.trackNavigation()
    expect(Reflect.get(window, '_hsq')).toBeUndefined()
  })

  it('a contact message sent once the chat has started identifies the visitor; before, nothing', async () => {
    const chat = await freshLoader()
    localStorage.setItem(VISITOR_IDENTITY_KEY, JSON.stringify(identity))
    window.dispatchEvent(new Event(VISITOR_IDENTITY_EVENT))
    expect(Reflect.get(window, '_hsq')).toBeUndefined()
    localStorage.removeItem(VISITOR_IDENTITY_KEY)
    void chat.startChat(PORTAL)
    expect(hsq()).toEqual([['setPath', '/contact']])
    localStorage.setItem(VISITOR_IDENTITY_KEY, JSON.stringify(identity))
    window.dispatchEvent(new Event(VISITOR_IDENTITY_EVENT))
    expect(hsq()).toEqual([
      ['setPath', '/contact'],
      ['identify', expect.objectContaining({ email: identity.email, currentPage: '/contact' })],
    ])
  })

  it('follows client-side navigations with path, identify and page view', async () => {
    localStorage.setItem(VISITOR_IDENTITY_KEY, JSON.stringify(identity))
    const chat = await freshLoader()
    void chat.startChat(PORTAL)
    window.history.pushState(null, '', '/pricing')
    chat.trackNavigation()
    expect(hsq().slice(2)).toEqual([
      ['setPath', '/pricing'],
      ['identify', expect.objectContaining({ currentPage: '/pricing', email: identity.email })],
      ['trackPageView'],
    ])
  })
})

/**
 * The provider's chat API as its script puts it on window: `load` shows the chat after a moment
 * (then tells its listeners), `open` opens it. `calls` records what the page asked of it.
 */
function fakeConversations() {
  const calls: string[] = []
  const listeners: (() => void)[] = []
  let loaded = false
  const api = {
    widget: {
      status: () => ({ loaded }),
      load: () => {
        calls.push('load')
        setTimeout(() => {
          loaded = true
          listeners.forEach((listener) => listener())
        }, 10)
      },
      open: () => calls.push('open'),
    },
    on: (event: string, listener: () => void) => {
      if (event === 'widgetLoaded') listeners.push(listener)
    },
  }
  /** What the provider's script does when it runs. */
  const arrive = () => {
    Reflect.set(window, 'HubSpotConversations', api)
    for (const callback of Reflect.get(window, 'hsConversationsOnReady') ?? []) callback()
  }
  return { calls, arrive }
}

describe('showing the chat', () => {
  it('loads the script, then the chat, and opens it when asked to; the provider never loads it by itself', async () => {
    const chat = await freshLoader()
    const provider = fakeConversations()
    const shown = chat.showChat(PORTAL, true)
    expect(Reflect.get(window, 'hsConversationsSettings')).toEqual({ loadImmediately: false })
    await settle(PRIMARY, 'load')
    provider.arrive()
    await expect(shown).resolves.toBe(true)
    expect(provider.calls).toEqual(['load', 'open'])
  })

  it('loaded at idle (not asked to open): the chat is on the page, closed', async () => {
    const chat = await freshLoader()
    const provider = fakeConversations()
    provider.arrive()
    const shown = chat.showChat(PORTAL, false)
    await settle(PRIMARY, 'load')
    await expect(shown).resolves.toBe(true)
    expect(provider.calls).toEqual(['load'])
  })

  it('both scripts failing: false, with the one console error', async () => {
    const chat = await freshLoader()
    const shown = chat.showChat(PORTAL, true)
    await settle(PRIMARY, 'error')
    await settle(FALLBACK, 'error')
    await expect(shown).resolves.toBe(false)
    expect(errorSpy).toHaveBeenCalledTimes(1)
  })

  it('a script that never brings the chat: false once the wait is over, not before', async () => {
    const chat = await freshLoader()
    vi.useFakeTimers()
    try {
      let settled = false
      const shown = chat.showChat(PORTAL, true)
      void shown.then(() => (settled = true))
      // The script is in the page at once; it loads, and brings no chat API.
      chatScripts()[0]?.dispatchEvent(new Event('load'))
      await vi.advanceTimersByTimeAsync(chat.CHAT_WIDGET_TIMEOUT_MS - 100)
      expect(settled).toBe(false)
      await vi.advanceTimersByTimeAsync(200)
      await expect(shown).resolves.toBe(false)
    } finally {
      vi.useRealTimers()
    }
  })
})
