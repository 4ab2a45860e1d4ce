import { Slider, type SliderProps } from '@/components/ui/slider'
import type { Testimonial } from '@/content/marketing'
import { TestimonialCard, type TestimonialVariant } from './testimonial-card'

/** Testimonials as slides; the server renders every quote, the slider only moves them. */
export function TestimonialSlider({
  testimonials,
  dark,
  variant,
  ...slider
}: {
  testimonials: Testimonial[]
  dark?: boolean
  variant?: TestimonialVariant
} & Omit<SliderProps, 'slides' | 'dark'>) {
  return (
    <Slider
      {...slider}
      dark={dark}
      slides={testimonials.map((testimonial) => (
        <TestimonialCard
          key={testimonial.id}
          testimonial={testimonial}
          dark={dark}
          variant={variant}
        />
      ))}
    />
  )
}
