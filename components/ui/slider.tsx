'use client'

import { lazy, Suspense, useCallback, useEffect, useRef, useState, type ReactNode } from 'react'
import { cn } from '@/lib/cn'
import { useAutoplayPlugin, useSliderAutoplay, whenIdle } from './slider-autoplay'
import { SliderControls } from './slider-controls'
import { SliderSlide } from './slider-slide'
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

// The carousel engine (about 9 KB) is not part of the page's first load: it loads when the browser
// is idle (autoplaying sliders), when the slider comes near the viewport, or when the visitor
// reaches for it. Until then the server-rendered first slides stand still, in the same layout.
const SliderEngine = lazy(() => import('./slider-engine'))

/** How far outside the viewport a slider starts loading its engine. */
const LOAD_MARGIN = '200px'

/**
 * The one slider: embla with optional fade, dots, arrows, counter and autoplay.
 * Autoplay pauses while the pointer is over it or focus is inside it, resumes on leaving, has a
 * visible pause button (WCAG 2.2.2) and never starts when the visitor prefers reduced motion
 * (the policy lives in ./slider-autoplay, the controls in ./slider-controls). This shell holds
 * the slide index, loads the engine and queues a control pressed before the engine arrived.
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
  const motion = useSliderAutoplay(autoplayMs)
  const { autoplay, playing } = motion
  const sectionRef = useRef<HTMLElement>(null)
  const viewportRef = useRef<HTMLDivElement>(null)
  const [wanted, setWanted] = useState(false)
  const [api, setApi] = useState<EmblaCarouselType>()
  // A control pressed before the engine arrived runs once it has.
  const pending = useRef<((api: EmblaCarouselType) => void) | null>(null)
  const [selected, setSelected] = useState(0)
  const [snapCount, setSnapCount] = useState(slides.length)

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

  useAutoplayPlugin(api, playing)

  // Until its engine runs, an autoplaying fading slider draws all its slides at once (SliderSlide).
  const stacked = Boolean(fade) && autoplay && !api

  const control = useCallback(
    (action: (api: EmblaCarouselType) => void) => {
      if (api) return action(api)
      pending.current = action
      setWanted(true)
    },
    [api],
  )

  return (
    <section
      ref={sectionRef}
      aria-roledescription="carousel"
      aria-label={label}
      data-state={autoplay ? (playing ? 'playing' : 'paused') : 'static'}
      className={cn('relative', className)}
      onMouseEnter={() => {
        motion.pointerEnter()
        setWanted(true)
      }}
      onMouseLeave={motion.pointerLeave}
      onFocus={() => {
        motion.focusEnter()
        setWanted(true)
      }}
      onTouchStart={() => setWanted(true)}
      onBlur={motion.focusLeave}
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
            <SliderSlide
              key={index}
              index={index}
              total={slides.length}
              fade={fade}
              stacked={stacked}
              dark={dark}
              className={slideClassName}
            >
              {slide}
            </SliderSlide>
          ))}
        </div>
      </div>

      <SliderControls
        arrows={arrows}
        dots={dots}
        counter={counter}
        pauseButton={autoplay}
        paused={motion.userPaused}
        selected={selected}
        total={Math.max(snapCount, 1)}
        dark={dark}
        onPrev={() => control((embla) => embla.scrollPrev())}
        onNext={() => control((embla) => embla.scrollNext())}
        onSelect={(index) => control((embla) => embla.scrollTo(index))}
        onTogglePaused={motion.togglePaused}
      />
    </section>
  )
}
