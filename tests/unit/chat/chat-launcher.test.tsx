// @vitest-environment jsdom
import { act, cleanup, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'

const mocks = vi.hoisted(() => ({
  pathname: '/',
  loaderImported: vi.fn(),
  showChat: vi.fn(async (_portalId: string, _open: boolean) => true),
  trackNavigation: vi.fn(),
}))

vi.mock('next/navigation', () => ({ usePathname: () => mocks.pathname }))
vi.mock('@/lib/chat/loader', () => {
  mocks.loaderImported()
  return {
    showChat: mocks.showChat,
    trackNavigation: mocks.trackNavigation,
  }
})

type Launcher = typeof import('@/components/chat/chat-launcher')
type Unset = typeof import('@/components/chat/chat-widget')

const VERSION = 'Last updated: 25 November 2026'
const COPY = {
  open: 'Chat with us',
  loading: 'Loading the chat…',
  failed: 'The chat could not load. Privacy settings or an ad blocker may be blocking it.',
  contact: 'Contact us instead',
  needsConsent: 'The chat uses functionality cookies, which you have not allowed.',
  allow: 'Allow functionality cookies and open the chat',
}

/** The longest the launcher lets the browser put off its idle callback. */
const IDLE_DEADLINE_MS = 5000

/** Fresh modules: what a page load keeps (started, shown, warned) starts over. */
async function fresh<T>(path: string): Promise<T> {
  vi.resetModules()
  return import(/* @vite-ignore */ path)
}

function choose(analytics: boolean, functionality: boolean) {
  localStorage.setItem(
    'cookie_choices',
    JSON.stringify({ version: VERSION, analytics, functionality }),
  )
}

async function renderLauncher() {
  const { ChatLauncher } = await fresh<Launcher>('@/components/chat/chat-launcher')
  const view = render(
    <ChatLauncher portalId="4401234" version={VERSION} copy={COPY} icon={<svg />} />,
  )
  return { ChatLauncher, view }
}

/** Idle callbacks, held until the test runs them. */
function holdIdle() {
  const pending: (() => void)[] = []
  vi.stubGlobal(
    'requestIdleCallback',
    vi.fn((callback: () => void) => pending.push(callback)),
  )
  vi.stubGlobal('cancelIdleCallback', vi.fn())
  return () => act(() => pending.splice(0).forEach((callback) => callback()))
}

let warnSpy: ReturnType<typeof vi.spyOn>

beforeEach(() => {
  mocks.pathname = '/'
  mocks.showChat.mockImplementation(async () => true)
  warnSpy = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
})

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
  vi.useRealTimers()
  for (const mock of Object.values(mocks)) if (typeof mock === 'function') mock.mockClear()
})

describe('without a usable portal id', () => {
  it('warns once, renders nothing and never loads the loader', async () => {
    vi.useFakeTimers()
    const { ChatUnset, CHAT_UNSET_MESSAGE } = await fresh<Unset>('@/components/chat/chat-widget')
    render(<ChatUnset />).unmount()
    const second = render(<ChatUnset />)
    expect(second.container).toBeEmptyDOMElement()
    expect(warnSpy).toHaveBeenCalledTimes(1)
    expect(warnSpy).toHaveBeenCalledWith(CHAT_UNSET_MESSAGE)
    await vi.advanceTimersByTimeAsync(IDLE_DEADLINE_MS)
    await vi.dynamicImportSettled()
    expect(mocks.loaderImported).not.toHaveBeenCalled()
  })
})

describe('the chat launcher', () => {
  it('is a labelled button, and nothing of the chat loads however long the page stays open', async () => {
    const runIdle = holdIdle()
    vi.useFakeTimers()
    choose(true, true)
    await renderLauncher()
    expect(screen.getByRole('button', { name: 'Chat with us' })).toBeInTheDocument()
    runIdle()
    await vi.advanceTimersByTimeAsync(60_000)
    await vi.dynamicImportSettled()
    expect(mocks.loaderImported).not.toHaveBeenCalled()
    expect(warnSpy).not.toHaveBeenCalled()
  })

  it('a press with functionality cookies allowed loads and opens the chat, then makes way for it', async () => {
    choose(false, true)
    await renderLauncher()
    await userEvent.click(screen.getByRole('button', { name: 'Chat with us' }))
    expect(mocks.showChat).toHaveBeenCalledWith('4401234', true)
    await waitFor(() => expect(screen.queryByRole('button')).not.toBeInTheDocument())
    expect(localStorage.getItem('chat_opened')).toBe('1')
  })

  it('says it is loading while the provider answers', async () => {
    let answer: (ready: boolean) => void = () => {}
    mocks.showChat.mockImplementation(() => new Promise((resolve) => (answer = resolve)))
    choose(false, true)
    await renderLauncher()
    await userEvent.click(screen.getByRole('button', { name: 'Chat with us' }))
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Loading the chat…'))
    await act(async () => answer(true))
    await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument())
  })

  it.each([
    ['no choice yet', null],
    ['functionality refused', false],
  ])(
    '%s: a press loads nothing, says why and offers to allow; allowing opens the chat',
    async (_, functionality) => {
      if (functionality !== null) choose(true, functionality)
      await renderLauncher()
      await userEvent.click(screen.getByRole('button', { name: 'Chat with us' }))
      expect(screen.getByRole('status')).toHaveTextContent(
        'The chat uses functionality cookies, which you have not allowed.',
      )
      await vi.dynamicImportSettled()
      expect(mocks.loaderImported).not.toHaveBeenCalled()
      await userEvent.click(
        screen.getByRole('button', { name: 'Allow functionality cookies and open the chat' }),
      )
      expect(JSON.parse(localStorage.getItem('cookie_choices') ?? '')).toEqual({
        version: VERSION,
        // What the visitor chose for the other kind stays as it was.
        analytics: functionality !== null,
        functionality: true,
      })
      await waitFor(() => expect(mocks.showChat).toHaveBeenCalledWith('4401234', true))
    },
  )

  it('when the provider cannot load: says so, points to the contact page; Escape puts it away', async () => {
    mocks.showChat.mockImplementation(async () => false)
    choose(false, true)
    await renderLauncher()
    const launcher = screen.getByRole('button', { name: 'Chat with us' })
    await userEvent.click(launcher)
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(
        'The chat could not load. Privacy settings or an ad blocker may be blocking it.',
      ),
    )
    expect(screen.getByRole('link', { name: 'Contact us instead' })).toHaveAttribute(
      'href',
      '/contact',
    )
    expect(localStorage.getItem('chat_opened')).toBeNull()
    await userEvent.keyboard('{Escape}')
    expect(screen.getByRole('status')).toBeEmptyDOMElement()
    expect(screen.queryByRole('link')).not.toBeInTheDocument()
  })

  it('opened before and still allowed: loads the chat (without opening it) once the browser is idle', async () => {
    const runIdle = holdIdle()
    choose(false, true)
    localStorage.setItem('chat_opened', '1')
    await renderLauncher()
    await vi.dynamicImportSettled()
    expect(mocks.loaderImported).not.toHaveBeenCalled()
    runIdle()
    await waitFor(() => expect(mocks.showChat).toHaveBeenCalledWith('4401234', false))
    await waitFor(() => expect(screen.queryByRole('button')).not.toBeInTheDocument())
  })

  it('opened before but functionality refused since: waits for a press', async () => {
    const runIdle = holdIdle()
    choose(true, false)
    localStorage.setItem('chat_opened', '1')
    await renderLauncher()
    runIdle()
    await vi.dynamicImportSettled()
    expect(mocks.loaderImported).not.toHaveBeenCalled()
  })

  it('falls back to a timer where requestIdleCallback is missing (Safari)', async () => {
    vi.stubGlobal('requestIdleCallback', undefined)
    vi.useFakeTimers()
    choose(false, true)
    localStorage.setItem('chat_opened', '1')
    await renderLauncher()
    await vi.advanceTimersByTimeAsync(1900)
    expect(mocks.showChat).not.toHaveBeenCalled()
    await act(() => vi.advanceTimersByTimeAsync(200))
    vi.useRealTimers()
    await waitFor(() => expect(mocks.showChat).toHaveBeenCalledTimes(1))
    await waitFor(() => expect(screen.queryByRole('button')).not.toBeInTheDocument())
  })

  it('does not load after leaving before idle', async () => {
    const cancel = vi.fn()
    vi.stubGlobal(
      'requestIdleCallback',
      vi.fn(() => 7),
    )
    vi.stubGlobal('cancelIdleCallback', cancel)
    choose(false, true)
    localStorage.setItem('chat_opened', '1')
    const { view } = await renderLauncher()
    view.unmount()
    expect(cancel).toHaveBeenCalledWith(7)
  })

  it('follows navigations only once the chat has started', async () => {
    mocks.showChat.mockImplementation(() => new Promise(() => {}))
    choose(false, true)
    const { ChatLauncher, view } = await renderLauncher()
    const rerender = (pathname: string) => {
      mocks.pathname = pathname
      view.rerender(
        <ChatLauncher portalId="4401234" version={VERSION} copy={COPY} icon={<svg />} />,
      )
    }
    rerender('/pricing')
    await vi.dynamicImportSettled()
    expect(mocks.loaderImported).not.toHaveBeenCalled()

    await userEvent.click(screen.getByRole('button', { name: 'Chat with us' }))
    rerender('/customers')
    await waitFor(() => expect(mocks.trackNavigation).toHaveBeenCalledTimes(1))
  })
})
