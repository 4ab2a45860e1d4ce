import { sanitizePath } from '@/lib/sanitize-path'
import { chatProvider } from './config'
import { readVisitorIdentity } from './identity'

/**
 * The chat widget loader, fetched by components/chat/chat-widget.tsx only when a
 * portal id is configured and the page is idle. Primary script, then the fallback; if both fail,
 * one console error and nothing visible. Module state: one load per page, however often it is asked.
 */
type Command = [string, ...unknown[]]
type ChatWindow = Window & { [chatProvider.queue]?: Command[] }

export type ChatState = 'ready' | 'failed'

export type IdentifyPayload = {
  email: string
  userId: string
  name: string
  currentPage: string
  lastActive: string
}

export const CHAT_BLOCKED_MESSAGE =
  'Chat widget could not be loaded: the primary and fallback scripts both failed. Privacy settings or an ad blocker may be blocking the chat provider.'
export const CHAT_DNT_MESSAGE =
  'Firefox blocks the chat provider while Do Not Track is on; the rest of the site works without it.'

let started = false
let loading: Promise<ChatState> | null = null

function queue(): Command[] {
  const win: ChatWindow = window
  const existing = win[chatProvider.queue]
  if (existing) return existing
  const created: Command[] = []
  win[chatProvider.queue] = created
  return created
}

function currentPage(): string {
  return sanitizePath(window.location.pathname)
}

function injectScript(src: string, id?: string): Promise<boolean> {
  return new Promise((resolve) => {
    const script = document.createElement('script')
    script.src = src
    script.async = true
    if (id) script.id = id
    script.onload = () => resolve(true)
    script.onerror = () => {
      script.remove()
      resolve(false)
    }
    document.body.appendChild(script)
  })
}

function isFirefoxWithDoNotTrack(): boolean {
  return /firefox/i.test(navigator.userAgent) && navigator.doNotTrack === '1'
}

/**
 * Pushes an identify event for the visitor who sent a contact message, if any. Returns the payload
 * (or null), so callers and tests can see what went out. Does nothing before the chat is started.
 */
export function identifyVisitor(): IdentifyPayload | null {
  if (!started) return null
  const identity = readVisitorIdentity()
  if (!identity) return null
  const payload: IdentifyPayload = {
    email: identity.email,
    userId: identity.userId,
    name: identity.name,
    currentPage: currentPage(),
    lastActive: new Date().toISOString(),
  }
  queue().push(['identify', payload])
  return payload
}

/** A client-side navigation: the provider gets the new (sanitized) path and a page view. */
export function trackNavigation(): void {
  if (!started) return
  queue().push(['setPath', currentPage()])
  identifyVisitor()
  queue().push(['trackPageView'])
}

async function loadScripts(portalId: string): Promise<ChatState> {
  const loaded =
    (await injectScript(chatProvider.primarySrc(portalId), chatProvider.scriptId)) ||
    (await injectScript(chatProvider.fallbackSrc(portalId), chatProvider.scriptId))
  if (loaded) return 'ready'
  console.error(CHAT_BLOCKED_MESSAGE)
  if (isFirefoxWithDoNotTrack()) console.info(CHAT_DNT_MESSAGE)
  return 'failed'
}

export function startChat(portalId: string): Promise<ChatState> {
  if (loading) return loading
  started = true
  // Queued before the script arrives: the first page view already carries the sanitized path.
  queue().push(['setPath', currentPage()])
  identifyVisitor()
  loading = loadScripts(portalId)
  return loading
}
