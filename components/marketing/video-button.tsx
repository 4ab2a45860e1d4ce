'use client'

import { lazy, Suspense, useState } from 'react'
import { Glyph } from '@/components/ui/glyph'
import { cn } from '@/lib/cn'

// The player loads on first use; nothing is requested from the video host until then.
const VideoModal = lazy(() => import('./video-modal'))

/** Play button that opens the intro video in the modal player. */
export function VideoButton({
  videoId,
  title,
  label = 'Play video',
  className,
}: {
  videoId: string
  title: string
  /** Accessible name of the button. */
  label?: string
  className?: string
}) {
  const [open, setOpen] = useState(false)
  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        aria-label={label}
        onClick={() => setOpen(true)}
        className={cn(
          'inline-flex size-20 items-center justify-center rounded-full bg-accent text-ink shadow-raised ring-8 ring-accent/30 transition-transform hover:scale-105 md:size-24',
          className,
        )}
      >
        <Glyph size={28} filled className="ml-1">
          <path d="M7 4.5v15l12.5-7.5z" />
        </Glyph>
      </button>
      {open ? (
        <Suspense fallback={null}>
          <VideoModal videoId={videoId} title={title} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  )
}
