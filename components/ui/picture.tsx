import type { ComponentProps } from 'react'
import { Img } from './img'

/**
 * The width and height of each kind of picture the content holds: every SVG of a kind is drawn
 * at this size (a post's picture is a 1200×720 SVG, a team portrait 480×560), so the numbers that
 * keep the layout from shifting are written once. A photo brings its own size.
 */
export const PICTURE_SIZES = {
  post: { width: 1200, height: 720 },
  portrait: { width: 480, height: 560 },
  founder: { width: 480, height: 480 },
  product: { width: 600, height: 600 },
} as const

type ImgProps = ComponentProps<typeof Img>

/** A content picture at the size of its kind; decorative (alt '') unless an alt is given. */
export function Picture({
  kind,
  alt = '',
  ...props
}: Omit<ImgProps, 'alt' | 'width' | 'height'> & {
  kind: keyof typeof PICTURE_SIZES
  alt?: string
}) {
  return <Img alt={alt} {...PICTURE_SIZES[kind]} {...props} />
}

/**
 * A small square picture beside the text it illustrates (a person's avatar by their name, a
 * product by its title in a list), `size` pixels a side: decorative, the text says what it is.
 */
export function Thumb({
  src,
  size,
  className,
}: {
  src: ImgProps['src']
  size: number
  className: string
}) {
  return <Img src={src} alt="" width={size} height={size} slot="thumb" className={className} />
}
