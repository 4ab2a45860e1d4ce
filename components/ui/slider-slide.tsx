import type { ReactNode } from 'react'
import { cn } from '@/lib/cn'

/**
 * Moves a stacked slide onto the first one, by its index. A class, not an inline style: the
 * engine writes its own transform inline, which wins, and tests read an inline style as the
 * sign that the engine runs. Written out whole so that Tailwind finds each class.
 */
const ONTO_FIRST = [
  '',
  '[transform:translateX(-100%)]',
  '[transform:translateX(-200%)]',
  '[transform:translateX(-300%)]',
  '[transform:translateX(-400%)]',
  '[transform:translateX(-500%)]',
  '[transform:translateX(-600%)]',
  '[transform:translateX(-700%)]',
  '[transform:translateX(-800%)]',
  '[transform:translateX(-900%)]',
]

/**
 * One slide of the Slider. `stacked`: an autoplaying fading slider whose engine has not run yet
 * draws every slide with the first frame, where the first one is and hidden under it (its
 * background is the section's). The browser counts a text towards the largest contentful paint
 * when it is first drawn: a slide first drawn as it faded in, seconds later and with no input,
 * with a little more text than the first, was the page's largest paint that late. Drawn at once,
 * the largest of them counts with the first paint; the engine then lays them out and fades them.
 * Past the tenth, a slide stays in the row, drawn when it first shows, as before.
 */
export function SliderSlide({
  index,
  total,
  fade,
  stacked,
  dark,
  className,
  children,
}: {
  index: number
  total: number
  fade?: boolean
  stacked: boolean
  dark?: boolean
  className?: string
  children: ReactNode
}) {
  return (
    <div
      role="group"
      aria-roledescription="slide"
      aria-label={`${index + 1} of ${total}`}
      className={cn(
        'min-w-0 shrink-0 grow-0',
        fade ? 'basis-full' : 'pl-6',
        className ?? (fade ? '' : 'basis-full'),
        stacked &&
          (index === 0
            ? cn('relative z-[1]', dark ? 'bg-navy-950' : 'bg-surface')
            : ONTO_FIRST[index]),
      )}
    >
      {children}
    </div>
  )
}
