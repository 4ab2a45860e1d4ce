'use client'

import Autoplay from 'embla-carousel-autoplay'
import Fade from 'embla-carousel-fade'
import useEmblaCarousel, { type UseEmblaCarouselType } from 'embla-carousel-react'
import { useEffect, useMemo, type RefObject } from 'react'

/** The carousel's API, once embla runs. */
export type EmblaCarouselType = NonNullable<UseEmblaCarouselType[1]>
type EmblaOptionsType = NonNullable<Parameters<typeof useEmblaCarousel>[0]>

/**
 * The carousel engine of the Slider, loaded on demand: it binds embla (and its fade and autoplay
 * plugins) to the slider's server-rendered viewport and hands the API back. It renders nothing.
 */
export default function SliderEngine({
  viewport,
  options,
  fade,
  autoplayMs,
  onApi,
}: {
  viewport: RefObject<HTMLDivElement | null>
  options: EmblaOptionsType
  fade?: boolean
  /** Milliseconds between slides; undefined for no autoplay. */
  autoplayMs?: number
  onApi: (api: EmblaCarouselType | undefined) => void
}) {
  const plugins = useMemo(
    () => [
      ...(fade ? [Fade()] : []),
      ...(autoplayMs
        ? [Autoplay({ delay: autoplayMs, playOnInit: false, stopOnInteraction: false })]
        : []),
    ],
    [fade, autoplayMs],
  )
  const { loop, duration, align } = options
  const stableOptions = useMemo(() => ({ loop, duration, align }), [loop, duration, align])
  const [bind, api] = useEmblaCarousel(stableOptions, plugins)

  useEffect(() => {
    bind(viewport.current)
    return () => bind(null)
  }, [bind, viewport])

  useEffect(() => {
    onApi(api)
    return () => onApi(undefined)
  }, [api, onApi])

  return null
}
