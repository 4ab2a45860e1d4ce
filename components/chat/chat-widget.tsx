'use client'

import { usePathname } from 'next/navigation'
import { useEffect } from 'react'
import { isValidPortalId, VISITOR_IDENTITY_EVENT } from '@/lib/chat/config'

export const CHAT_UNSET_MESSAGE =
  'Chat widget not loaded: NEXT_PUBLIC_CHAT_PORTAL_ID is not set (or is not a numeric portal id).'

let warned = false
/** The path the chat last saw, kept across remounts (each page group mounts its own widget). */
let seenPath: string | null = null

const loadChat = () => import('@/lib/chat/loader')

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
 * The chat loader's stub, mounted with every page's chrome. Without a portal id it only warns;
 * with one it fetches the real loader (lib/chat/loader.ts) after the page is idle, so no page
 * pays for the chat in its first load and no third-party request happens at page load.
 */
export function ChatWidget({ portalId }: { portalId: string }) {
  const pathname = usePathname()
  const enabled = isValidPortalId(portalId)

  useEffect(() => {
    if (enabled) return whenIdle(() => void loadChat().then((chat) => chat.startChat(portalId)))
    if (!warned) {
      warned = true
      console.warn(CHAT_UNSET_MESSAGE)
    }
  }, [enabled, portalId])

  // A contact message sent in this tab: identify the visitor without waiting for a reload.
  useEffect(() => {
    if (!enabled) return
    const identify = () => void loadChat().then((chat) => chat.identifyVisitor())
    window.addEventListener(VISITOR_IDENTITY_EVENT, identify)
    return () => window.removeEventListener(VISITOR_IDENTITY_EVENT, identify)
  }, [enabled])

  // A new path, including one reached in another page group (whose chrome mounts a new widget).
  useEffect(() => {
    const previous = seenPath
    seenPath = pathname
    if (previous === null || previous === pathname) return
    if (enabled) void loadChat().then((chat) => chat.trackNavigation())
  }, [enabled, pathname])

  return null
}
