// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { CountUp } from '@/components/marketing/count-up'

// Stand-ins the tests drive, in place of the inert ones of the unit setup: an observer told when
// the counter comes into view, animation frames run at chosen times, a reduced-motion preference.
let reduceMotion = false
let observe: ((entries: Partial<IntersectionObserverEntry>[]) => void) | null = null
let frames: FrameRequestCallback[] = []

class FakeObserver {
  constructor(callback: (entries: Partial<IntersectionObserverEntry>[]) => void) {
    observe = callback
  }
  observe() {}
  disconnect() {}
}

function runFrame(time: number) {
  const pending = frames
  frames = []
  act(() => pending.forEach((callback) => callback(time)))
}

beforeEach(() => {
  reduceMotion = false
  observe = null
  frames = []
  vi.stubGlobal('IntersectionObserver', FakeObserver)
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => {
    frames.push(callback)
    return frames.length
  })
  vi.stubGlobal('cancelAnimationFrame', () => {})
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduceMotion && query.includes('reduce'),
    addEventListener() {},
    removeEventListener() {},
  }))
})

afterEach(() => {
  vi.unstubAllGlobals()
})

const renderCounter = () =>
  render(
    <p data-testid="value">
      <CountUp value={1.3} decimals={1} suffix="b+" />
    </p>,
  )

describe('CountUp', () => {
  it('keeps the final value as the real text and the moving number aria-hidden', () => {
    renderCounter()
    expect(screen.getByText('1.3 b+')).toBeInTheDocument()
    expect(screen.getByTestId('count-ticker')).toHaveAttribute('aria-hidden', 'true')
  })

  it('waits at 0 off screen, then counts up over the duration once in view', () => {
    renderCounter()
    const ticker = screen.getByTestId('count-ticker')
    const root = ticker.parentElement
    expect(root).toHaveAttribute('data-counting', 'true')
    expect(ticker).toHaveTextContent('0.0 b+')
    expect(frames).toHaveLength(0)

    act(() => observe?.([{ isIntersecting: true }]))
    runFrame(1000)
    expect(ticker).toHaveTextContent('0.0 b+')
    runFrame(3500)
    const midway = Number.parseFloat(ticker.textContent ?? '')
    expect(midway).toBeGreaterThan(0)
    expect(midway).toBeLessThan(1.3)
    runFrame(5999)
    expect(root).toHaveAttribute('data-counting', 'true')
    runFrame(6000)
    expect(root).not.toHaveAttribute('data-counting')
    expect(ticker).toHaveTextContent('')
    expect(screen.getByTestId('value')).toHaveTextContent('1.3 b+')
  })

  it('shows the final value at once when the visitor prefers reduced motion', () => {
    reduceMotion = true
    renderCounter()
    const ticker = screen.getByTestId('count-ticker')
    expect(ticker.parentElement).not.toHaveAttribute('data-counting')
    expect(ticker).toHaveTextContent('')
    expect(observe).toBeNull()
  })
})
