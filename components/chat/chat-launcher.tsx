'use client'

import { usePathname } from 'next/navigation'
import { useCallback, useEffect, useState, type ReactNode } from 'react'
import { buttonClasses } from '@/components/ui/button-classes'
import { Link } from '@/components/ui/link'
import type { ChatLauncherCopy } from '@/content/site/schema'
import { VISITOR_IDENTITY_EVENT } from '@/lib/chat/config'
import { cn } from '@/lib/cn'
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

  const show = useCallback(
    (open: boolean) => {
      started = true
      if (open) setState('loading')
      void loadChat()
        .then((chat) => chat.showChat(portalId, open))
        .then((ready) => {
          if (ready) {
            shown = true
            setChatShown(true)
            if (open) rememberChatOpened()
          } else if (open) setState('failed')
        })
        .catch(() => open && setState('failed'))
    },
    [portalId],
  )

  useEffect(() => {
    if (shown || !readChoices(version)?.functionality || !chatOpenedBefore()) return
    return whenIdle(() => show(false))
  }, [show, version])

  // A contact message sent in this tab: identify the visitor without waiting for a reload.
  useEffect(() => {
    const identify = () => {
      if (started) void loadChat().then((chat) => chat.identifyVisitor())
    }
    window.addEventListener(VISITOR_IDENTITY_EVENT, identify)
    return () => window.removeEventListener(VISITOR_IDENTITY_EVENT, identify)
  }, [])

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
    if (readChoices(version)?.functionality) show(true)
    else setState('consent')
  }

  function allow() {
    const analytics = readChoices(version)?.analytics ?? false
    saveChoices(version, { analytics, functionality: true })
    show(true)
  }

  const message = {
    idle: null,
    loading: copy.loading,
    consent: copy.needsConsent,
    failed: copy.failed,
  }[state]

  return (
    <div
      className="fixed right-4 bottom-4 z-30 flex flex-col-reverse items-end gap-3 sm:right-6 sm:bottom-6"
      onKeyDown={(event) => {
        if (event.key === 'Escape' && (state === 'consent' || state === 'failed')) setState('idle')
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
        className={cn(
          message
            ? 'w-72 max-w-[calc(100vw-2rem)] rounded-card border border-line bg-white p-4 text-sm leading-6 text-ink shadow-modal'
            : 'sr-only',
        )}
      >
        <p role="status">{message}</p>
        {state === 'consent' ? (
          <button
            type="button"
            onClick={allow}
            className={cn(buttonClasses('primary', 'sm'), 'mt-3 w-full')}
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
