import { cleanup, render, waitFor } from '@testing-library/react'

const mocks = vi.hoisted(() => ({
  pathname: '/',
  loaderImported: vi.fn(),
  startChat: vi.fn(async () => 'ready' as const),
  identifyVisitor: vi.fn(() => null),
  trackNavigation: vi.fn(),
}))

vi.mock('next/navigation', () => ({ usePathname: () => mocks.pathname }))
vi.mock('@/lib/chat/loader', () => {
  mocks.loaderImported()
  return {
    startChat: mocks.startChat,
    identifyVisitor: mocks.identifyVisitor,
    trackNavigation: mocks.trackNavigation,
  }
})

type Widget = typeof import('@/components/chat/chat-widget')

/** The longest the widget lets the browser put off its idle callback. */
const IDLE_DEADLINE_MS = 5000

/** Fresh module: the "warn once" flag is per page load. */
async function freshWidget(): Promise<Widget> {
  vi.resetModules()
  return import('@/components/chat/chat-widget')
}

let warnSpy: ReturnType<typeof vi.spyOn>

beforeEach(() => {
  mocks.pathname = '/'
  warnSpy = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
})

afterEach(() => {
  // Unmount while the stubbed idle callbacks still exist.
  cleanup()
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
  vi.useRealTimers()
  for (const mock of [
    mocks.loaderImported,
    mocks.startChat,
    mocks.identifyVisitor,
    mocks.trackNavigation,
  ])
    mock.mockClear()
})

describe('ChatWidget without a usable portal id', () => {
  it.each([
    ['unset', ''],
    ['not numeric', '12"><script>'],
  ])('%s: warns once, renders nothing and never loads the loader', async (_, portalId) => {
    vi.useFakeTimers()
    const { ChatWidget, CHAT_UNSET_MESSAGE } = await freshWidget()
    const first = render(<ChatWidget portalId={portalId} />)
    first.unmount()
    const second = render(<ChatWidget portalId={portalId} />)
    mocks.pathname = '/pricing'
    second.rerender(<ChatWidget portalId={portalId} />)
    expect(second.container).toBeEmptyDOMElement()
    expect(warnSpy).toHaveBeenCalledTimes(1)
    expect(warnSpy).toHaveBeenCalledWith(CHAT_UNSET_MESSAGE)
    window.dispatchEvent(new Event('coverbridge:visitor-identity'))
    // Well past the moment an idle page loads the chat, and with every import settled.
    await vi.advanceTimersByTimeAsync(IDLE_DEADLINE_MS)
    await vi.dynamicImportSettled()
    expect(mocks.loaderImported).not.toHaveBeenCalled()
    expect(mocks.startChat).not.toHaveBeenCalled()
  })
})

describe('ChatWidget with a portal id', () => {
  it('loads the chat only once the browser is idle', async () => {
    vi.useFakeTimers()
    let idle: (() => void) | undefined
    vi.stubGlobal(
      'requestIdleCallback',
      vi.fn((callback: () => void) => {
        idle = callback
        return 1
      }),
    )
    vi.stubGlobal('cancelIdleCallback', vi.fn())
    const { ChatWidget } = await freshWidget()
    render(<ChatWidget portalId="4401234" />)
    // However long the page stays busy, nothing but the idle callback starts the chat.
    await vi.advanceTimersByTimeAsync(IDLE_DEADLINE_MS)
    await vi.dynamicImportSettled()
    expect(mocks.startChat).not.toHaveBeenCalled()
    expect(warnSpy).not.toHaveBeenCalled()
    idle?.()
    vi.useRealTimers()
    await waitFor(() => expect(mocks.startChat).toHaveBeenCalledWith('4401234'))
  })

  it('falls back to a timer where requestIdleCallback is missing (Safari)', async () => {
    vi.stubGlobal('requestIdleCallback', undefined)
    vi.useFakeTimers()
    const { ChatWidget } = await freshWidget()
    render(<ChatWidget portalId="4401234" />)
    await vi.advanceTimersByTimeAsync(1900)
    expect(mocks.startChat).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(200)
    vi.useRealTimers()
    await waitFor(() => expect(mocks.startChat).toHaveBeenCalledTimes(1))
  })

  it('does not load after leaving before idle', async () => {
    const cancel = vi.fn()
    vi.stubGlobal(
      'requestIdleCallback',
      vi.fn(() => 7),
    )
    vi.stubGlobal('cancelIdleCallback', cancel)
    const { ChatWidget } = await freshWidget()
    render(<ChatWidget portalId="4401234" />).unmount()
    expect(cancel).toHaveBeenCalledWith(7)
  })

  it('identifies the visitor when a contact message is sent, and follows navigations', async () => {
    vi.stubGlobal(
      'requestIdleCallback',
      vi.fn(() => 1),
    )
    vi.stubGlobal('cancelIdleCallback', vi.fn())
    const { ChatWidget } = await freshWidget()
    const view = render(<ChatWidget portalId="4401234" />)
    expect(mocks.trackNavigation).not.toHaveBeenCalled()
    window.dispatchEvent(new Event('coverbridge:visitor-identity'))
    await waitFor(() => expect(mocks.identifyVisitor).toHaveBeenCalledTimes(1))
    mocks.pathname = '/pricing'
    view.rerender(<ChatWidget portalId="4401234" />)
    await waitFor(() => expect(mocks.trackNavigation).toHaveBeenCalledTimes(1))
  })
})
