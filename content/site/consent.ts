/**
 * The cookie choices (the dialog, the footer entry, the control on /cookiepolicy) and the chat
 * launcher, in words: content/site/consent.yaml. The dialog says nothing the cookie policy
 * (content/legal/cookies.md) does not: its intro and the text of each kind are sentences of the
 * policy, word for word (a unit test holds them to it).
 */
import { contentPath, loadEntry } from '@/lib/content-files/collection'
import { consentFileSchema } from './schema'

const consent = loadEntry(contentPath('site', 'consent.yaml'), consentFileSchema).value

export const consentCopy = consent.dialog

/** What the chat launcher says while it loads the chat, when it cannot, and when it may not. */
export const chatLauncherCopy = consent.launcher

/** What the cookie policy says of the build's analytics provider (a build with one). */
export const analyticsCopy = consent.analytics
