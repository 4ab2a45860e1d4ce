import { cn } from '@/lib/cn'

const pad = (n: number) => String(n).padStart(2, '0')

/** Border and text colours of the round buttons, on a light or a dark section. */
function toneOf(dark: boolean | undefined) {
  return dark
    ? 'border-white/40 text-white hover:bg-white/10'
    : 'border-line text-navy-800 hover:border-navy-800'
}

const roundButton = 'inline-flex size-11 items-center justify-center rounded-full border'

/** The previous or next arrow. */
export function SliderArrow({
  direction,
  dark,
  onPress,
}: {
  direction: 'prev' | 'next'
  dark?: boolean
  onPress: () => void
}) {
  return (
    <button
      type="button"
      onClick={onPress}
      aria-label={direction === 'prev' ? 'Previous slide' : 'Next slide'}
      className={cn(roundButton, toneOf(dark))}
    >
      <span aria-hidden="true">{direction === 'prev' ? '‹' : '›'}</span>
    </button>
  )
}

/** '01 / 03': the slide in view out of all of them. */
export function SliderCounter({
  selected,
  total,
  dark,
}: {
  selected: number
  total: number
  dark?: boolean
}) {
  return (
    <p
      className={cn(
        'min-w-16 text-center font-semibold tabular-nums',
        dark ? 'text-white' : 'text-ink',
      )}
      data-testid="slider-counter"
    >
      {pad(selected + 1)} / {pad(total)}
    </p>
  )
}

/** One dot per slide position; the current one is wider. */
export function SliderDots({
  selected,
  total,
  dark,
  onSelect,
}: {
  selected: number
  total: number
  dark?: boolean
  onSelect: (index: number) => void
}) {
  return (
    <div className="flex items-center">
      {Array.from({ length: total }, (_, index) => (
        <button
          key={index}
          type="button"
          onClick={() => onSelect(index)}
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
                    dark ? 'bg-white/50' : 'bg-slate-500',
                    'group-hover:bg-accent-strong',
                  ),
            )}
          />
        </button>
      ))}
    </div>
  )
}

/** The autoplay's pause button; it shows play while the visitor has paused. */
export function SliderPauseButton({
  paused,
  dark,
  onToggle,
}: {
  paused: boolean
  dark?: boolean
  onToggle: () => void
}) {
  return (
    <button
      type="button"
      onClick={onToggle}
      aria-label={paused ? 'Play slideshow' : 'Pause slideshow'}
      className={cn(roundButton, toneOf(dark))}
    >
      <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" fill="currentColor">
        {paused ? <path d="M8 5v14l11-7z" /> : <path d="M7 5h4v14H7zM13 5h4v14h-4z" />}
      </svg>
    </button>
  )
}

/**
 * The row under the slides: arrows around the counter and the dots, then the pause button.
 * Nothing is rendered when none of them is asked for.
 */
export function SliderControls({
  arrows,
  dots,
  counter,
  pauseButton,
  paused,
  selected,
  total,
  dark,
  onPrev,
  onNext,
  onSelect,
  onTogglePaused,
}: {
  arrows?: boolean
  dots?: boolean
  counter?: boolean
  pauseButton: boolean
  paused: boolean
  selected: number
  total: number
  dark?: boolean
  onPrev: () => void
  onNext: () => void
  onSelect: (index: number) => void
  onTogglePaused: () => void
}) {
  if (!(dots || arrows || counter || pauseButton)) return null
  return (
    <div className="mt-6 flex flex-wrap items-center justify-center gap-3">
      {arrows ? <SliderArrow direction="prev" dark={dark} onPress={onPrev} /> : null}
      {counter ? <SliderCounter selected={selected} total={total} dark={dark} /> : null}
      {dots ? (
        <SliderDots selected={selected} total={total} dark={dark} onSelect={onSelect} />
      ) : null}
      {arrows ? <SliderArrow direction="next" dark={dark} onPress={onNext} /> : null}
      {pauseButton ? (
        <SliderPauseButton paused={paused} dark={dark} onToggle={onTogglePaused} />
      ) : null}
    </div>
  )
}
