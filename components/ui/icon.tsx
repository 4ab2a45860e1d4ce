import type { IconName } from '@/content/shared'
import { Glyph } from './glyph'

/** One icon set: 24 px outline glyphs, 1.5 px stroke, drawn in one style. */
const paths: Record<IconName, string> = {
  bolt: 'M13 2L4.5 13.5H11L10 22l8.5-11.5H12L13 2z',
  layers: 'M12 3l9 5-9 5-9-5 9-5zM3 13l9 5 9-5M3 17l9 5 9-5',
  clock: 'M12 21a9 9 0 100-18 9 9 0 000 18zM12 7v5l3 2',
  star: 'M12 3l2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17l-5.4 2.9 1-6.1-4.4-4.3 6.1-.9L12 3z',
  shield: 'M12 3l8 3v6c0 4.5-3.4 8.3-8 9-4.6-.7-8-4.5-8-9V6l8-3zM9 12l2 2 4-4',
  chart: 'M4 20V10M10 20V4M16 20v-7M22 20H2',
  users:
    'M9 11a4 4 0 100-8 4 4 0 000 8zM2 21v-1a6 6 0 0112 0v1M16 3.5a4 4 0 010 7.5M22 21v-1a6 6 0 00-4-5.6',
  code: 'M8 7l-5 5 5 5M16 7l5 5-5 5M14 4l-4 16',
  bank: 'M3 10l9-6 9 6M5 10v8M9.5 10v8M14.5 10v8M19 10v8M3 21h18',
  card: 'M3 6h18v12H3zM3 10h18M7 15h4',
  wallet: 'M3 7h16a2 2 0 012 2v9a2 2 0 01-2 2H3V7zM3 7l13-3v3M16 14h2',
  briefcase: 'M3 8h18v12H3zM8 8V5h8v3M3 13h18',
  document: 'M6 3h8l5 5v13H6zM14 3v5h5M9 13h7M9 17h7',
  chat: 'M4 5h16v11H9l-5 4V5zM8 10h8',
  globe:
    'M12 21a9 9 0 100-18 9 9 0 000 18zM3 12h18M12 3c2.5 2.7 3.8 5.7 3.8 9s-1.3 6.3-3.8 9c-2.5-2.7-3.8-5.7-3.8-9S9.5 5.7 12 3z',
  check: 'M5 12.5l4.5 4.5L19 7.5',
}

export function Icon({
  name,
  size = 24,
  className,
}: {
  name: IconName
  size?: number
  className?: string
}) {
  return (
    <Glyph size={size} pen={{ width: 1.5, cap: 'round', join: 'round' }} className={className}>
      <path d={paths[name]} />
    </Glyph>
  )
}
