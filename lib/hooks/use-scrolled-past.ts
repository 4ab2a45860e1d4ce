'use client'

import { useEffect, useState } from 'react'

/**
 * Whether the page is scrolled more than `distance` pixels down. False on the server and in the
 * first render, so the HTML never depends on the scroll position; read again on every scroll.
 */
export function useScrolledPast(distance: number): boolean {
  const [past, setPast] = useState(false)
  useEffect(() => {
    const update = () => setPast(window.scrollY > distance)
    update()
    window.addEventListener('scroll', update, { passive: true })
    return () => window.removeEventListener('scroll', update)
  }, [distance])
  return past
}
