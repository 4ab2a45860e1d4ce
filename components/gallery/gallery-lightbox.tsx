'use client'

import {
  createContext,
  lazy,
  Suspense,
  useCallback,
  useContext,
  useRef,
  useState,
  type ReactNode,
} from 'react'
import type { LightboxImage } from './lightbox-view'
import { Glyph } from '@/components/ui/glyph'
import { cn } from '@/lib/cn'

// The lightbox is heavy and rarely used: its code and CSS load on the first open, never with the page.
const LightboxView = lazy(() => import('./lightbox-view'))

type Open = (index: number, trigger: HTMLElement) => void

const OpenLightbox = createContext<Open | null>(null)

/**
 * Holds a gallery's images and the one lightbox that shows them. The gallery itself stays server
 * rendered: only the LightboxTrigger buttons inside it are client code.
 */
export function GalleryLightbox({
  images,
  children,
}: {
  images: LightboxImage[]
  children: ReactNode
}) {
  const [index, setIndex] = useState<number | null>(null)
  const trigger = useRef<HTMLElement | null>(null)

  const open = useCallback<Open>((at, element) => {
    trigger.current = element
    setIndex(at)
  }, [])

  const close = useCallback(() => {
    setIndex(null)
    // Focus goes back to the button that opened the lightbox, even if that was a mouse click.
    trigger.current?.focus()
  }, [])

  return (
    <OpenLightbox.Provider value={open}>
      {children}
      {index !== null ? (
        <Suspense fallback={null}>
          <LightboxView slides={images} index={index} onIndexChange={setIndex} onClose={close} />
        </Suspense>
      ) : null}
    </OpenLightbox.Provider>
  )
}

/** The plus button on a gallery image: opens the lightbox at that image. */
export function LightboxTrigger({
  index,
  label,
  className,
}: {
  /** Position of the image in the GalleryLightbox images. */
  index: number
  /** Accessible name, e.g. 'View larger: Surplus Lines Tax Calculator'. */
  label: string
  className?: string
}) {
  const open = useContext(OpenLightbox)
  return (
    <button
      type="button"
      aria-label={label}
      aria-haspopup="dialog"
      onClick={(event) => open?.(index, event.currentTarget)}
      className={cn(
        'inline-flex size-12 items-center justify-center rounded-full bg-white text-navy-800 shadow-raised transition-colors hover:bg-accent hover:text-ink',
        className,
      )}
    >
      <Glyph size={22} pen={{ width: 2, cap: 'round' }}>
        <path d="M12 5v14M5 12h14" />
      </Glyph>
    </button>
  )
}
