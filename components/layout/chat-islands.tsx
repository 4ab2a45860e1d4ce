'use client'

/* eslint-disable @typescript-eslint/no-require-imports -- build-time choice, see below */

type Launcher = typeof import('@/components/chat/chat-launcher')
type Unset = typeof import('@/components/chat/chat-widget')
type Gate = typeof import('@/components/consent/consent-gate')

/**
 * The client islands that exist only in a build with the chat (the launcher), with the chat or
 * analytics (the cookie choices), or only in one without the chat (the console warning). Which
 * side a build has is decided when it is made (COVERBRIDGE_CHAT, COVERBRIDGE_CONSENT:
 * next.config.mjs), and each module is required inside its side of a
 * test the bundler reads as a constant: the other side is never bundled, so a build without the
 * chat ships none of its code (and the reverse). An import statement would keep the module, and
 * with it React's, in every build. Server components take these islands from here, for that reason.
 */
const Nothing = () => null

export const ChatLauncher =
  process.env.COVERBRIDGE_CHAT === 'on'
    ? (require('@/components/chat/chat-launcher') as Launcher).ChatLauncher
    : Nothing
export const ChatUnset =
  process.env.COVERBRIDGE_CHAT === 'on'
    ? Nothing
    : (require('@/components/chat/chat-widget') as Unset).ChatUnset
export const ConsentGate =
  process.env.COVERBRIDGE_CONSENT === 'on'
    ? (require('@/components/consent/consent-gate') as Gate).ConsentGate
    : Nothing
export const CookieChoicesButton =
  process.env.COVERBRIDGE_CONSENT === 'on'
    ? (require('@/components/consent/consent-gate') as Gate).CookieChoicesButton
    : Nothing
