import { useEffect, useState, type FocusEvent } from 'react'
import { useReducedMotion } from '@/lib/hooks/use-reduced-motion'
import type { EmblaCarouselType } from './slider-engine'

/**
 * When the Slider's autoplay runs: only with a delay given and never when the visitor prefers
 * reduced motion; it holds while the pointer is over the slider or focus is inside it, and while
 * the visitor has paused it with the pause button.
 */
export function useSliderAutoplay(autoplayMs: number | undefined) {
  const reducedMotion = useReducedMotion()
  const autoplay = Boolean(autoplayMs) && !reducedMotion
  const [hovered, setHovered] = useState(false)
  const [focused, setFocused] = useState(false)
  const [userPaused, setUserPaused] = useState(false)

  const playing = autoplay && !hovered && !focused && !userPaused

  return {
    /** Whether this slider autoplays at all. */
    autoplay,
    /** Whether it is moving on by itself right now. */
    playing,
    /** Whether the visitor has paused it with the pause button. */
    userPaused,
    togglePaused: () => setUserPaused((paused) => !paused),
    pointerEnter: () => setHovered(true),
    pointerLeave: () => setHovered(false),
    focusEnter: () => setFocused(true),
    /** Focus moving between elements inside the slider keeps it held. */
    focusLeave: (event: FocusEvent<HTMLElement>) => {
      if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false)
    },
  }
}

/** Starts and stops the engine's autoplay plugin to follow `playing`. */
export function useAutoplayPlugin(api: EmblaCarouselType | undefined, playing: boolean) {
  useEffect(() => {
    const plugin = api?.plugins().autoplay
    if (!plugin) return
    if (playing) plugin.play()
    else plugin.stop()
  }, [api, playing])
}

/** Runs `task` once the browser is idle (Safari has no requestIdleCallback: a short timer). */
export function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, { timeout: 2000 })
    return () => window.cancelIdleCallback(handle)
  }
  const handle = window.setTimeout(task, 500)
  return () => window.clearTimeout(handle)
}
