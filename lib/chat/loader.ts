import { sanitizePath } from '@/lib/sanitize-path'
import { CHAT_FALLBACK_SCRIPT, CHAT_PRIMARY_SCRIPT } from '@/lib/third-party-origins.mjs'
import { VISITOR_IDENTITY_EVENT } from './config'
import { readVisitorIdentity } from './identity'

/**
 * The chat widget loader, fetched by the chat launcher (components/chat/chat-launcher.tsx) only
 * when the visitor asks for the chat, or at idle on a later page once they have opened it, and
 * never without their consent to functionality cookies. Primary script, then the fallback; if
 * both fail, one console error (the launcher then says so in words). Module state: one load per
 * page, however often it is asked.
 */
type Command = [string, ...unknown[]]

/**
 * The chat and tracking provider (HubSpot-style: a loader script per portal id and a command
 * queue on window). Its hosts live in lib/third-party-origins.mjs, which the build's
 * Content-Security-Policy reads too. Here, not in config.ts, so that no page's first code names
 * them: only this module, fetched when the chat is asked for.
 */
export const chatProvider = {
  /** Tried first. */
  primarySrc: (portalId: string) => `${CHAT_PRIMARY_SCRIPT}/${portalId}.js`,
  /** Tried when the primary script fails to load (regional mirror of the same loader). */
  fallbackSrc: (portalId: string) => `${CHAT_FALLBACK_SCRIPT}/${portalId}.js`,
  scriptId: 'hs-script-loader',
  /** The provider's command queue: commands pushed before the script arrives run once it does. */
  queue: '_hsq',
} as const

/** The provider's chat API, which its loader script puts on window once it runs. */
type Conversations = {
  widget: { load: () => void; open: () => void; status: () => { loaded: boolean } }
  on: (event: 'widgetLoaded', callback: () => void) => void
}

type ChatWindow = Window & {
  [chatProvider.queue]?: Command[]
  HubSpotConversations?: Conversations
  /** Called by the provider once its chat API is on window. */
  hsConversationsOnReady?: (() => void)[]
  hsConversationsSettings?: { loadImmediately?: boolean }
}

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

/** The longest the provider's chat may take to be ready once its script has loaded. */
export const CHAT_WIDGET_TIMEOUT_MS = 10_000

let started = false
let loading: Promise<ChatState> | null = null
let widget: Promise<boolean> | null = null

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
  // The chat itself waits for showChat: the provider would otherwise load it on its own.
  const win: ChatWindow = window
  win.hsConversationsSettings = { ...win.hsConversationsSettings, loadImmediately: false }
  // A contact message sent in this tab from now on: identify the visitor without a reload.
  window.addEventListener(VISITOR_IDENTITY_EVENT, () => identifyVisitor())
  // Queued before the script arrives: the first page view already carries the sanitized path.
  queue().push(['setPath', currentPage()])
  identifyVisitor()
  loading = loadScripts(portalId)
  return loading
}

/** Resolves true once the provider's chat is on the page, false if it is not within the timeout. */
function widgetReady(): Promise<boolean> {
  widget ??= new Promise((resolve) => {
    const win: ChatWindow = window
    const timer = window.setTimeout(() => resolve(false), CHAT_WIDGET_TIMEOUT_MS)
    const done = () => {
      window.clearTimeout(timer)
      resolve(true)
    }
    const withApi = () => {
      const api = win.HubSpotConversations
      if (!api) return
      if (api.widget.status().loaded) return done()
      api.on('widgetLoaded', done)
      api.widget.load()
    }
    if (win.HubSpotConversations) withApi()
    else (win.hsConversationsOnReady ??= []).push(withApi)
  })
  return widget
}

/**
 * Loads the provider's script (startChat) and its chat, then opens it if `open`. Resolves true
 * once the chat is on the page, false when it could not load.
 */
export async function showChat(portalId: string, open: boolean): Promise<boolean> {
  if ((await startChat(portalId)) === 'failed') return false
  const ready = await widgetReady()
  const win: ChatWindow = window
  if (ready && open) win.HubSpotConversations?.widget.open()
  return ready
}
