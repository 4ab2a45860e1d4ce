import type { ComponentProps, ReactNode } from 'react'
import { cn } from '@/lib/cn'
import { Container } from './container'

const tones = {
  white: 'bg-surface',
  alt: 'bg-surface-alt',
  dark: 'on-dark bg-navy-950 text-white',
} as const

/**
 * A band of the page in one of the tones, its content in the page's container. With `heading`,
 * the section opens with that heading and is named by it (aria-labelledby its id).
 */
export function Section({
  tone = 'white',
  heading,
  className,
  children,
  ...props
}: ComponentProps<'section'> & {
  tone?: keyof typeof tones
  heading?: ComponentProps<typeof SectionHeading> & { id: string }
}) {
  return (
    <section
      className={cn('py-12 render-when-near md:py-20', tones[tone], className)}
      aria-labelledby={heading?.id}
      {...props}
    >
      <Container>
        {heading ? <SectionHeading {...heading} /> : null}
        {children}
      </Container>
    </section>
  )
}

export function SectionHeading({
  eyebrow,
  title,
  lead,
  align = 'left',
  as: Heading = 'h2',
  id,
  dark,
  flush,
  className,
}: {
  eyebrow?: string
  title: ReactNode
  lead?: ReactNode
  align?: 'left' | 'center'
  as?: 'h1' | 'h2' | 'h3'
  id?: string
  dark?: boolean
  /** No space below (when the heading sits beside its content). */
  flush?: boolean
  className?: string
}) {
  return (
    <div
      className={cn(
        'max-w-3xl',
        !flush && 'mb-10',
        align === 'center' && 'mx-auto text-center',
        className,
      )}
    >
      {eyebrow ? (
        <p
          className={cn(
            'mb-3 text-sm font-semibold tracking-wider uppercase',
            dark ? 'text-accent' : 'text-accent-strong',
          )}
        >
          {eyebrow}
        </p>
      ) : null}
      <Heading
        id={id}
        className={cn(
          'font-bold',
          Heading === 'h1' ? 'text-4xl md:text-5xl' : 'text-3xl md:text-4xl',
          dark ? 'text-white' : 'text-ink',
        )}
      >
        {title}
      </Heading>
      {lead ? (
        <p className={cn('mt-4 text-lg', dark ? 'text-navy-100' : 'text-muted')}>{lead}</p>
      ) : null}
    </div>
  )
}
