'use client'

import { countEvent } from '@/lib/analytics/events'
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react'
import { useForm } from 'react-hook-form'
import { Button } from '@/components/ui/button'
import { FieldError, TextAreaField, TextField } from '@/components/ui/form-field'
import type { EmailJsConfig } from '@/lib/contact/emailjs-config'
import { loadEmailJs, sendContactMessage } from '@/lib/contact/send-message'
import { lazyResolver } from '@/lib/lazy-resolver'
import type { ContactValues } from '@/lib/schemas/contact'
import { contactLabels, emptyContact } from '@/lib/schemas/contact-fields'

export const SUCCESS_MESSAGE = 'Message sent successfully!'
export const FAILURE_MESSAGE = 'Failed to send message. Please try again later.'

/** 'Name*' on screen; the asterisk is hidden from the accessible name (aria-required says it). */
function requiredLabel(text: string): ReactNode {
  return (
    <>
      {text}
      <span aria-hidden="true">*</span>
    </>
  )
}

type Status = 'idle' | 'sending' | 'failed'

/** The one-line fields, two by two above the message, in the order they are read. */
const INPUTS: {
  name: Exclude<keyof ContactValues, 'message'>
  type: string
  autoComplete: string
}[] = [
  { name: 'name', type: 'text', autoComplete: 'name' },
  { name: 'companyAgencyBrokerName', type: 'text', autoComplete: 'organization' },
  { name: 'phoneNumber', type: 'tel', autoComplete: 'tel' },
  { name: 'email', type: 'email', autoComplete: 'email' },
]

// The rules load on the first focus in the form (or the first submit), not with the page.
const contact = lazyResolver(() =>
  import('@/lib/schemas/contact-resolver').then((module) => module.contactResolver),
)

/** Remembers who sent the message, for the chat; its code loads only after a successful send. */
const rememberVisitor = (values: ContactValues) =>
  import('@/lib/chat/identity')
    .then((identity) => identity.saveVisitorIdentity({ email: values.email, name: values.name }))
    .catch(() => null)

/**
 * The contact form: idle, sending ('Sending...', button disabled, a second submit ignored), then
 * success (alert, reset) or failure (message under the form and an alert, every field kept). A
 * filled honeypot pretends success and sends nothing, but clears nothing either: were a person's
 * browser ever to fill it, what they typed is still there.
 */
export function ContactForm({ emailJs }: { emailJs: EmailJsConfig }) {
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ContactValues>({
    resolver: contact.resolver,
    defaultValues: emptyContact,
  })
  const [status, setStatus] = useState<Status>('idle')
  // The browser alert waits for React to paint the new state (reset form, failure message).
  const [alertText, setAlertText] = useState<{ text: string } | null>(null)
  const busy = useRef(false)
  const honeypot = useRef<HTMLInputElement>(null)

  useEffect(() => {
    if (alertText) window.alert(alertText.text)
  }, [alertText])

  const succeed = () => {
    reset()
    if (honeypot.current) honeypot.current.value = ''
    setStatus('idle')
    setAlertText({ text: SUCCESS_MESSAGE })
  }

  const send = async (values: ContactValues) => {
    setStatus('sending')
    const outcome = await sendContactMessage(values, emailJs)
    if (outcome.ok) {
      await rememberVisitor(values)
      if (process.env.COVERBRIDGE_ANALYTICS === 'on') countEvent('contact_message_sent')
      succeed()
    } else {
      setStatus('failed')
      setAlertText({ text: FAILURE_MESSAGE })
    }
  }

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    // A second submit (double click, Enter while sending) is ignored, not queued.
    if (busy.current) return
    if (honeypot.current?.value) {
      setAlertText({ text: SUCCESS_MESSAGE })
      return
    }
    busy.current = true
    try {
      await handleSubmit(send)(event)
    } finally {
      busy.current = false
    }
  }

  // First focus in the form fetches the rules and the e-mail library: the submit need not wait.
  const warmUp = () => {
    void contact.preload()
    void loadEmailJs().catch(() => undefined)
  }

  const sending = status === 'sending'
  const fieldError = (name: keyof ContactValues) => errors[name]?.message

  return (
    <form
      id="contact-form"
      noValidate
      onSubmit={onSubmit}
      onFocus={warmUp}
      aria-busy={sending}
      // Focus on the first invalid field must not leave it under the fixed header, label hidden.
      className="relative space-y-5 [&_input]:scroll-mt-28 [&_textarea]:scroll-mt-28"
    >
      <p className="text-sm text-muted">
        Fields marked <span aria-hidden="true">*</span>
        <span className="sr-only">with an asterisk</span> are required.
      </p>
      <div className="grid gap-5 sm:grid-cols-2">
        {INPUTS.map(({ name, type, autoComplete }) => (
          <TextField
            key={name}
            label={requiredLabel(contactLabels[name])}
            type={type}
            autoComplete={autoComplete}
            aria-required="true"
            error={fieldError(name)}
            {...register(name)}
          />
        ))}
      </div>
      <TextAreaField
        label={requiredLabel(contactLabels.message)}
        rows={6}
        aria-required="true"
        error={fieldError('message')}
        {...register('message')}
      />
      {/*
        Honeypot: off-screen and out of the tab order; people never fill it, form bots do. Its
        name, id and label match nothing browsers autofill (no "website", "url", "email", ...).
      */}
      <div aria-hidden="true" className="absolute top-0 -left-[10000px] size-px overflow-hidden">
        <label htmlFor="contact-leave-blank">Leave this empty</label>
        <input
          ref={honeypot}
          id="contact-leave-blank"
          name="leave_blank"
          type="text"
          tabIndex={-1}
          autoComplete="off"
          data-1p-ignore=""
          data-lpignore="true"
          defaultValue=""
        />
      </div>
      <div>
        <Button type="submit" size="lg" disabled={isSubmitting} className="w-full sm:w-auto">
          {sending ? 'Sending...' : 'Send message'}
        </Button>
        {/* Always in the DOM, so the failure text is announced when it appears. */}
        <div role="alert">
          {status === 'failed' ? (
            <FieldError id="contact-form-failure" message={FAILURE_MESSAGE} />
          ) : null}
        </div>
      </div>
    </form>
  )
}
