'use client'

import { useEffect, useRef, type FormEvent, type ReactNode } from 'react'
import { Modal } from '@/components/ui/modal'
import { readChoices, saveChoices, type CookieChoices } from '@/stores/consent'

const KINDS = ['analytics', 'functionality'] as const
const ACCEPT_ALL: CookieChoices = { analytics: true, functionality: true }
const REJECT_ALL: CookieChoices = { analytics: false, functionality: false }

/**
 * The cookie choices in the site's modal: the form (ConsentForm, rendered on the server) has a
 * submit button per answer. Accept all and Reject all save at once; the settings save what their
 * boxes say. Closing it (Escape, the close button, a link) saves nothing.
 */
export default function ConsentDialog({
  version,
  title,
  settings,
  onDone,
  children,
}: {
  version: string
  title: string
  /** Open with the settings shown (asked for from a "Cookie choices" control). */
  settings: boolean
  /** Called with true once a choice is saved, false when closed without one. */
  onDone: (chosen: boolean) => void
  children: ReactNode
}) {
  const formRef = useRef<HTMLFormElement>(null)

  // The boxes show the choice kept, or nothing allowed for a visitor who has not chosen.
  useEffect(() => {
    const form = formRef.current
    if (!form) return
    const kept = readChoices(version) ?? REJECT_ALL
    for (const kind of KINDS) {
      const box = form.elements.namedItem(kind)
      if (box instanceof HTMLInputElement) box.checked = kept[kind]
    }
    const details = form.querySelector('details')
    if (details) details.open = settings
  }, [version, settings])

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const answer = (event.nativeEvent as SubmitEvent).submitter?.getAttribute('value')
    const form = new FormData(event.currentTarget)
    const choices =
      answer === 'accept'
        ? ACCEPT_ALL
        : answer === 'reject'
          ? REJECT_ALL
          : { analytics: form.has('analytics'), functionality: form.has('functionality') }
    saveChoices(version, choices)
    onDone(true)
  }

  return (
    <Modal open title={title} onClose={() => onDone(false)}>
      <form
        ref={formRef}
        onSubmit={submit}
        // Following a link (the cookie policy) leaves the choice for later.
        onClick={(event) => {
          if (event.target instanceof Element && event.target.closest('a')) onDone(false)
        }}
      >
        {children}
      </form>
    </Modal>
  )
}
