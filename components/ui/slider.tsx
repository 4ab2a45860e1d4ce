'use client'

import { lazy, Suspense, useCallback, useEffect, useRef, useState, type ReactNode } from 'react'
import { useReducedMotion } from '@/lib/hooks/use-reduced-motion'
import { cn } from '@/lib/cn'
import type { EmblaCarouselType } from './slider-engine'

export type SliderProps = {
  /** Accessible name of the carousel region. */
  label: string
  slides: ReactNode[]
  /** Cross-fade between slides instead of sliding (one slide in view). */
  fade?: boolean
  /** Milliseconds between slides; omit for no autoplay. */
  autoplayMs?: number
  dots?: boolean
  arrows?: boolean
  /** Show '01 / 03' under the slides. */
  counter?: boolean
  loop?: boolean
  /** Width of each slide, e.g. 'basis-1/2 md:basis-1/4' (default: one slide in view). */
  slideClassName?: string
  /** Embla's scroll duration (about 25 = 500 ms). */
  duration?: number
  /** Colours for controls on a dark section. */
  dark?: boolean
  className?: string
}

const pad = (n: number) => String(n).padStart(2, '0')

// The carousel engine (about 9 KB) is not part of the page's first load: it loads when the browser
// is idle (autoplaying sliders), when the slider comes near the viewport, or when the visitor
// reaches for it. Until then the server-rendered first slides stand still, in the same layout.
const SliderEngine = lazy(() => import('./slider-engine'))

/** Runs `task` once the browser is idle (Safari has no requestIdleCallback: a short timer). */
function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, { timeout: 2000 })
    return () => window.cancelIdleCallback(handle)
  }
  const handle = window.setTimeout(task, 500)
  return () => window.clearTimeout(handle)
}

/** How far outside the viewport a slider starts loading its engine. */
const LOAD_MARGIN = '200px'

/**
 * The one slider: embla with optional fade, dots, arrows, counter and autoplay.
 * Autoplay pauses while the pointer is over it or focus is inside it, resumes on leaving, has a
 * visible pause button (WCAG 2.2.2) and never starts when the visitor prefers reduced motion.
 */
export function Slider({
  label,
  slides,
  fade,
  autoplayMs,
  dots,
  arrows,
  counter,
  loop = true,
  slideClassName,
  duration = 25,
  dark,
  className,
}: SliderProps) {
  const reducedMotion = useReducedMotion()
  const autoplay = Boolean(autoplayMs) && !reducedMotion
  const sectionRef = useRef<HTMLElement>(null)
  const viewportRef = useRef<HTMLDivElement>(null)
  const [wanted, setWanted] = useState(false)
  const [api, setApi] = useState<EmblaCarouselType>()
  // A control pressed before the engine arrived runs once it has.
  const pending = useRef<((api: EmblaCarouselType) => void) | null>(null)
  const [selected, setSelected] = useState(0)
  const [snapCount, setSnapCount] = useState(slides.length)
  const [hovered, setHovered] = useState(false)
  const [focused, setFocused] = useState(false)
  const [userPaused, setUserPaused] = useState(false)

  const playing = autoplay && !hovered && !focused && !userPaused

  useEffect(() => {
    const node = sectionRef.current
    if (wanted || !node) return
    // An autoplaying slider keeps its timing wherever it is on the page: its engine loads once the
    // browser is idle after the page's own work.
    if (autoplay) return whenIdle(() => setWanted(true))
    // Browsers without IntersectionObserver load the engine once the visitor reaches for it.
    if (typeof IntersectionObserver !== 'function') return
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setWanted(true)
      },
      { rootMargin: LOAD_MARGIN },
    )
    observer.observe(node)
    return () => observer.disconnect()
  }, [wanted, autoplay])

  useEffect(() => {
    if (!api || !pending.current) return
    pending.current(api)
    pending.current = null
  }, [api])

  useEffect(() => {
    if (!api) return
    const sync = () => {
      setSelected(api.selectedScrollSnap())
      setSnapCount(api.scrollSnapList().length)
    }
    sync()
    api.on('select', sync).on('reInit', sync)
    return () => {
      api.off('select', sync).off('reInit', sync)
    }
  }, [api])

  useEffect(() => {
    const plugin = api?.plugins().autoplay
    if (!plugin) return
    if (playing) plugin.play()
    else plugin.stop()
  }, [api, playing])

  const control = useCallback(
    (action: (api: EmblaCarouselType) => void) => {
      if (api) return action(api)
      pending.current = action
      setWanted(true)
    },
    [api],
  )

  const total = Math.max(snapCount, 1)
  const controlTone = dark
    ? 'border-white/40 text-white hover:bg-white/10'
    : 'border-line text-navy-800 hover:border-navy-800'

  return (
    <section
      ref={sectionRef}
      aria-roledescription="carousel"
      aria-label={label}
      data-state={autoplay ? (playing ? 'playing' : 'paused') : 'static'}
      className={cn('relative', className)}
      onMouseEnter={() => {
        setHovered(true)
        setWanted(true)
      }}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => {
        setFocused(true)
        setWanted(true)
      }}
      onTouchStart={() => setWanted(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false)
      }}
    >
      {wanted ? (
        <Suspense fallback={null}>
          <SliderEngine
            viewport={viewportRef}
            options={{ loop, duration, align: 'start' }}
            fade={fade}
            autoplayMs={autoplay ? autoplayMs : undefined}
            onApi={setApi}
          />
        </Suspense>
      ) : null}
      <div ref={viewportRef} className="overflow-hidden">
        <div className={cn('flex', !fade && '-ml-6')} aria-live={playing ? 'off' : 'polite'}>
          {slides.map((slide, index) => (
            <div
              key={index}
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} of ${slides.length}`}
              className={cn(
                'min-w-0 shrink-0 grow-0',
                fade ? 'basis-full' : 'pl-6',
                slideClassName ?? (fade ? '' : 'basis-full'),
              )}
            >
              {slide}
            </div>
          ))}
        </div>
      </div>

      {dots || arrows || counter || autoplay ? (
        <div className="mt-6 flex flex-wrap items-center justify-center gap-3">
          {arrows ? (
            <button
              type="button"
              onClick={() => control((embla) => embla.scrollPrev())}
              aria-label="Previous slide"
              className={cn(
                'inline-flex size-11 items-center justify-center rounded-full border',
                controlTone,
              )}
            >
              <span aria-hidden="true">‹</span>
            </button>
          ) : null}
          {counter ? (
            <p
              className={cn(
                'min-w-16 text-center font-semibold tabular-nums',
                dark ? 'text-white' : 'text-ink',
              )}
              data-testid="slider-counter"
            >
              {pad(selected + 1)} / {pad(total)}
            </p>
          ) : null}
          {dots ? (
            <div className="flex items-center">
              {Array.from({ length: total }, (_, index) => (
                <button
                  key={index}
                  type="button"
                  onClick={() => control((embla) => embla.scrollTo(index))}
                  aria-label={`Go to slide ${index + 1}`}
                  aria-current={index === selected ? 'true' : undefined}
                  className="group inline-flex size-8 items-center justify-center"
                >
                  <span
                    className={cn(
                      'block h-2.5 rounded-full transition-all',
                      index === selected
                        ? cn('w-6', dark ? 'bg-accent' : 'bg-navy-800')
                        : cn(
                            'w-2.5',
                            dark ? 'bg-white/50' : 'bg-slate-400',
                            'group-hover:bg-accent-strong',
                          ),
                    )}
                  />
                </button>
              ))}
            </div>
          ) : null}
          {arrows ? (
            <button
              type="button"
              onClick={() => control((embla) => embla.scrollNext())}
              aria-label="Next slide"
              className={cn(
                'inline-flex size-11 items-center justify-center rounded-full border',
                controlTone,
              )}
            >
              <span aria-hidden="true">›</span>
            </button>
          ) : null}
          {autoplay ? (
            <button
              type="button"
              onClick={() => setUserPaused((paused) => !paused)}
              aria-label={userPaused ? 'Play slideshow' : 'Pause slideshow'}
              className={cn(
                'inline-flex size-11 items-center justify-center rounded-full border',
                controlTone,
              )}
            >
              <svg
                width="16"
                height="16"
                viewBox="0 0 24 24"
                aria-hidden="true"
                fill="currentColor"
              >
                {userPaused ? <path d="M8 5v14l11-7z" /> : <path d="M7 5h4v14H7zM13 5h4v14h-4z" />}
              </svg>
            </button>
          ) : null}
        </div>
      ) : null}
    </section>
  )
}
