'use client'

import { usePathname } from 'next/navigation'
import { useEffect, useState, type ReactNode } from 'react'
import { buttonClasses } from '@/components/ui/button-classes'
import { Link } from '@/components/ui/link'
import type { ChatLauncherCopy } from '@/content/site/schema'
import { chatOpenedBefore, readChoices, rememberChatOpened, saveChoices } from '@/stores/consent'

type State = 'idle' | 'consent' | 'loading' | 'failed'

const loadChat = () => import('@/lib/chat/loader')

/** Kept across remounts (each page group mounts its own chrome): one chat per page load. */
let started = false
let shown = false
let seenPath: string | null = null

/** Runs `task` once the browser is idle (Safari has no requestIdleCallback: a timer instead). */
function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, { timeout: 5000 })
    return () => window.cancelIdleCallback(handle)
  }
  const handle = window.setTimeout(task, 2000)
  return () => window.clearTimeout(handle)
}

/**
 * Loads the chat, and opens it if `open`; resolves whether it is on the page. The first chat
 * shown is remembered (a press, not a load at idle) so later pages load it by themselves.
 */
function load(portalId: string, open: boolean): Promise<boolean> {
  started = true
  return loadChat()
    .then((chat) => chat.showChat(portalId, open))
    .then((ready) => {
      shown ||= ready
      if (ready && open) rememberChatOpened()
      return ready
    })
    .catch(() => false)
}

export type ChatLauncherProps = {
  portalId: string
  /** The version the visitor's cookie choices are read under (the cookie policy's). */
  version: string
  copy: ChatLauncherCopy
  /** The launcher's glyph, drawn on the server. */
  icon: ReactNode
}

/**
 * The chat's stand-in: a button of our own in the corner of every page, and nothing of the
 * provider until the visitor presses it. Then, if they allow functionality cookies, it loads the
 * provider (lib/chat/loader.ts: primary script, then fallback) and opens the chat, which takes
 * the corner; if they do not, it says so and offers to allow them; if the provider cannot load,
 * it says so and points to the contact page. Once opened, later pages load the chat when the
 * browser is idle, for as long as functionality cookies stay allowed.
 */
export function ChatLauncher({ portalId, version, copy, icon }: ChatLauncherProps) {
  const pathname = usePathname()
  const [state, setState] = useState<State>('idle')
  const [chatShown, setChatShown] = useState(shown)

  useEffect(() => {
    if (shown || !readChoices(version)?.functionality || !chatOpenedBefore()) return
    return whenIdle(() => void load(portalId, false).then(setChatShown))
  }, [portalId, version])

  /** A press's load: the chat opens, or the launcher says it could not. */
  function open() {
    setState('loading')
    void load(portalId, true).then((ready) => (ready ? setChatShown(true) : setState('failed')))
  }

  // A new path, including one reached in another page group (whose chrome mounts a new launcher).
  useEffect(() => {
    const previous = seenPath
    seenPath = pathname
    if (previous === null || previous === pathname || !started) return
    void loadChat().then((chat) => chat.trackNavigation())
  }, [pathname])

  if (chatShown) return null

  function press() {
    if (state === 'loading') return
    // A second press puts the message away.
    if (state !== 'idle') return setState('idle')
    if (readChoices(version)?.functionality) open()
    else setState('consent')
  }

  function allow() {
    const analytics = readChoices(version)?.analytics ?? false
    saveChoices(version, { analytics, functionality: true })
    open()
  }

  const message =
    state === 'loading'
      ? copy.loading
      : state === 'consent'
        ? copy.needsConsent
        : state === 'failed'
          ? copy.failed
          : null

  return (
    <div
      className="fixed right-4 bottom-4 z-30 flex flex-col-reverse items-end gap-3 sm:right-6 sm:bottom-6"
      onKeyDown={(event) => {
        if (event.key === 'Escape' && state !== 'loading') setState('idle')
      }}
    >
      <button
        type="button"
        onClick={press}
        aria-label={copy.open}
        className="inline-flex size-14 items-center justify-center rounded-full bg-accent text-ink shadow-raised hover:bg-[#2dd4bf]"
      >
        {icon}
      </button>
      <div
        className={
          message
            ? 'w-72 max-w-[calc(100vw-2rem)] rounded-card border border-line bg-white p-4 text-sm shadow-modal'
            : 'sr-only'
        }
      >
        <p role="status">{message}</p>
        {state === 'consent' ? (
          <button
            type="button"
            onClick={allow}
            className={`${buttonClasses('primary', 'sm')} mt-3 w-full`}
          >
            {copy.allow}
          </button>
        ) : null}
        {state === 'failed' ? (
          <Link
            href="/contact"
            className="mt-2 inline-flex min-h-10 items-center font-semibold text-accent-strong underline"
          >
            {copy.contact}
          </Link>
        ) : null}
      </div>
    </div>
  )
}
