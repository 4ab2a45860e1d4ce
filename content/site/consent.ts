import { parseEntry } from '../shared/validate'
import { chatLauncherCopySchema, consentCopySchema } from './schema'

/**
 * The cookie choices: the dialog, the footer entry and the control on /cookiepolicy. The dialog
 * says nothing the cookie policy (content/legal/cookies.md) does not: its intro and the text of
 * each kind are sentences of the policy, word for word (a unit test holds them to it).
 */
export const consentCopy = parseEntry('content/site/consent.ts', consentCopySchema, {
  title: 'Cookie choices',
  intro:
    'We ask before we use analytical or functionality cookies; essential cookies are always on.',
  policyLink: 'Read our cookie policy',
  acceptAll: 'Accept all',
  rejectAll: 'Reject all',
  settings: 'Settings',
  save: 'Save my choices',
  alwaysOn: 'Always on',
  categories: {
    essential: {
      title: 'Essential cookies',
      desc: 'Essential cookies are needed for the website to work. They remember your cookie choices, keep pages loading securely and protect forms such as the demo request from abuse.',
    },
    analytics: {
      title: 'Analytical cookies',
      desc: 'Analytical cookies help us understand how visitors use the website, such as which pages are visited most, how people arrive and where they leave.',
    },
    functionality: {
      title: 'Functionality cookies',
      desc: 'Functionality cookies remember choices you make, such as the options you picked on a quote comparison or whether you have closed a notice, so you do not have to make them again on your next visit. The chat with our team counts as functionality: it loads only after you have allowed functionality cookies and opened it.',
    },
  },
  footerLink: 'Cookie choices',
  change: 'Change cookie choices',
  essentialOnly:
    'This website uses only essential cookies and storage at the moment, so there is nothing to choose.',
})

/** What the chat launcher says while it loads the chat, when it cannot, and when it may not. */
export const chatLauncherCopy = parseEntry('content/site/consent.ts', chatLauncherCopySchema, {
  open: 'Chat with us',
  loading: 'Loading the chat…',
  failed: 'The chat could not load. Privacy settings or an ad blocker may be blocking it.',
  contact: 'Contact us instead',
  needsConsent: 'The chat uses functionality cookies, which you have not allowed.',
  allow: 'Allow functionality cookies and open the chat',
})
