'use client'

import { useEffect, useId, useRef, type ReactNode } from 'react'
import { cn } from '@/lib/cn'

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), iframe, summary, [tabindex]:not([tabindex="-1"])'

/** Out of the Tab order: inside a hidden element, or inside a closed disclosure (not its summary). */
const UNREACHABLE = '[hidden], details:not([open]) > :not(summary)'

type ModalProps = {
  open: boolean
  onClose: () => void
  /** Accessible name of the dialog; shown as its heading unless `hideTitle`. */
  title: string
  hideTitle?: boolean
  children: ReactNode
  className?: string
  /** Dark, edge-to-edge panel (video player). */
  bare?: boolean
  /** A wider white panel (site search results). */
  wide?: boolean
}

/**
 * The one modal: a native <dialog> opened with showModal(), so the page behind is inert.
 * Escape, a click on the overlay and the close button all close it; Tab stays inside;
 * focus goes back to whatever opened it.
 */
export function Modal({
  open,
  onClose,
  title,
  hideTitle,
  children,
  className,
  bare,
  wide,
}: ModalProps) {
  const dialogRef = useRef<HTMLDialogElement>(null)
  const returnFocusRef = useRef<HTMLElement | null>(null)
  const titleId = useId()

  useEffect(() => {
    const dialog = dialogRef.current
    if (!dialog) return
    if (open && !dialog.open) {
      returnFocusRef.current =
        document.activeElement instanceof HTMLElement ? document.activeElement : null
      dialog.showModal()
      dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus()
    } else if (!open && dialog.open) {
      dialog.close()
    }
  }, [open])

  // If the component unmounts while open, the trigger still gets focus back.
  useEffect(() => () => returnFocusRef.current?.focus(), [])

  function handleClose() {
    returnFocusRef.current?.focus()
    returnFocusRef.current = null
  }

  function handleKeyDown(event: React.KeyboardEvent<HTMLDialogElement>) {
    if (event.key !== 'Tab') return
    const focusable = Array.from(
      event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE),
    ).filter((element) => !element.closest(UNREACHABLE))
    const first = focusable[0]
    const last = focusable[focusable.length - 1]
    if (!first || !last) return
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault()
      last.focus()
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault()
      first.focus()
    }
  }

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      onCancel={(event) => {
        // Escape: let the owner decide, so its state stays the single source of truth.
        event.preventDefault()
        onClose()
      }}
      onClose={handleClose}
      onKeyDown={handleKeyDown}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose()
      }}
      className="fixed inset-0 m-0 hidden h-dvh max-h-none w-full max-w-none items-center justify-center bg-transparent p-4 backdrop:bg-ink/70 open:flex"
    >
      {open ? (
        <div
          className={cn(
            'relative max-h-[calc(100dvh-2rem)] w-full animate-[modal-in_300ms_ease-out] overflow-y-auto rounded-card',
            bare
              ? 'max-w-4xl bg-black p-0'
              : cn(wide ? 'max-w-2xl' : 'max-w-md', 'bg-white p-6 shadow-modal sm:p-8'),
            className,
          )}
        >
          <h2
            id={titleId}
            className={cn('mb-4 pr-10 text-2xl font-bold text-ink', hideTitle && 'sr-only')}
          >
            {title}
          </h2>
          <button
            type="button"
            onClick={onClose}
            aria-label="Close"
            className={cn(
              'absolute top-3 right-3 z-10 inline-flex size-11 items-center justify-center rounded-full',
              bare ? 'bg-white/90 text-ink hover:bg-white' : 'text-muted hover:bg-surface-alt',
            )}
          >
            <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true">
              <path
                d="M6 6l12 12M18 6L6 18"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
              />
            </svg>
          </button>
          {children}
        </div>
      ) : null}
    </dialog>
  )
}
