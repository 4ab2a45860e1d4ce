import { Glyph } from '@/components/ui/glyph'

export function HeartIcon({ filled, size = 20 }: { filled?: boolean; size?: number }) {
  return (
    <Glyph size={size} pen={{ width: 1.5, join: 'round' }} filled={filled}>
      <path d="M12 20s-7.5-4.4-7.5-10A4.3 4.3 0 0112 7.3 4.3 4.3 0 0119.5 10c0 5.6-7.5 10-7.5 10z" />
    </Glyph>
  )
}
