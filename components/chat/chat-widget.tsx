'use client'

import { useEffect } from 'react'

export const CHAT_UNSET_MESSAGE =
  'Chat widget not loaded: NEXT_PUBLIC_CHAT_PORTAL_ID is not set (or is not a numeric portal id).'

let warned = false

/**
 * What a build without a usable portal id has in place of the chat launcher: one console warning
 * per page load, nothing on screen and no request.
 */
export function ChatUnset() {
  useEffect(() => {
    if (warned) return
    warned = true
    console.warn(CHAT_UNSET_MESSAGE)
  }, [])
  return null
}
