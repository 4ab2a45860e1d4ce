import { Thumb } from '@/components/ui/picture'
import { Rating } from '@/components/ui/rating'
import type { Testimonial } from '@/content/marketing'
import { cn } from '@/lib/cn'
import { imageSource } from '@/lib/images/manifest'

export type TestimonialVariant = 'default' | 'centered' | 'boxed'

/**
 * A client quote with name, role, location and rating; used by every testimonial slider.
 * Variants: 'default' (large quote, left-aligned), 'centered' (portrait above, centred),
 * 'boxed' (a white card with a smaller quote).
 */
export function TestimonialCard({
  testimonial,
  dark,
  variant = 'default',
  className,
}: {
  testimonial: Testimonial
  dark?: boolean
  variant?: TestimonialVariant
  className?: string
}) {
  const centered = variant === 'centered'
  const boxed = variant === 'boxed'
  return (
    <figure
      className={cn(
        'flex h-full flex-col',
        centered && 'items-center text-center',
        boxed && 'rounded-card border border-line bg-white p-6 md:p-8',
        className,
      )}
    >
      {centered ? (
        <Thumb
          src={imageSource(testimonial.user)}
          size={88}
          className="mb-5 size-20 rounded-full bg-surface-alt md:size-22"
        />
      ) : null}
      <Rating value={testimonial.rating} />
      <blockquote
        className={cn(
          'mt-5 leading-relaxed',
          boxed ? 'text-lg' : 'text-xl md:text-2xl',
          dark && !boxed ? 'text-white' : 'text-ink',
        )}
      >
        <p>“{testimonial.desc}”</p>
      </blockquote>
      <figcaption className={cn('mt-6 flex items-center gap-4', boxed && 'mt-auto pt-6')}>
        {centered ? null : (
          <Thumb
            src={imageSource(testimonial.user)}
            size={56}
            className="size-14 rounded-full bg-surface-alt"
          />
        )}
        <span>
          <span className={cn('block font-semibold', dark && !boxed ? 'text-white' : 'text-ink')}>
            {testimonial.name}
          </span>
          <span className={cn('block text-sm', dark && !boxed ? 'text-navy-100' : 'text-muted')}>
            {testimonial.role} · {testimonial.location}
          </span>
        </span>
      </figcaption>
    </figure>
  )
}
