import { Img } from '@/components/ui/img'
import { Rating } from '@/components/ui/rating'
import type { Testimonial } from '@/content/schemas'
import { cn } from '@/lib/cn'

/** A client quote with name, role, location and rating; used by every testimonial slider. */
export function TestimonialCard({
  testimonial,
  dark,
  className,
}: {
  testimonial: Testimonial
  dark?: boolean
  className?: string
}) {
  return (
    <figure className={cn('flex h-full flex-col', className)}>
      <Rating value={testimonial.rating} />
      <blockquote
        className={cn('mt-5 text-xl leading-relaxed md:text-2xl', dark ? 'text-white' : 'text-ink')}
      >
        <p>“{testimonial.desc}”</p>
      </blockquote>
      <figcaption className="mt-6 flex items-center gap-4">
        <Img
          src={testimonial.user}
          alt=""
          width={56}
          height={56}
          className="size-14 rounded-full bg-surface-alt"
        />
        <span>
          <span className={cn('block font-semibold', dark ? 'text-white' : 'text-ink')}>
            {testimonial.name}
          </span>
          <span className={cn('block text-sm', dark ? 'text-navy-100' : 'text-muted')}>
            {testimonial.role} · {testimonial.location}
          </span>
        </span>
      </figcaption>
    </figure>
  )
}
