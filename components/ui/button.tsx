import { Link } from '@/components/ui/link'
import type { ComponentProps } from 'react'
import { cn } from '@/lib/cn'

const variants = {
  primary: 'bg-navy-800 text-white hover:bg-navy-900 disabled:bg-navy-600',
  accent: 'bg-accent text-ink hover:bg-[#2dd4bf]',
  outline: 'border border-navy-800 text-navy-800 hover:bg-navy-50',
  ghost: 'text-navy-800 hover:bg-navy-50',
  light: 'bg-white text-navy-900 hover:bg-navy-50',
  onDark: 'border border-white/60 text-white hover:bg-white/10',
} as const

const sizes = {
  sm: 'min-h-10 px-4 text-sm',
  md: 'min-h-11 px-5 text-base',
  lg: 'min-h-12 px-7 text-base',
} as const

export type ButtonVariant = keyof typeof variants
export type ButtonSize = keyof typeof sizes

export function buttonClasses(variant: ButtonVariant = 'primary', size: ButtonSize = 'md') {
  return cn(
    'inline-flex items-center justify-center gap-2 rounded-control font-semibold transition-colors disabled:cursor-not-allowed',
    variants[variant],
    sizes[size],
  )
}

type Styling = { variant?: ButtonVariant; size?: ButtonSize }

export function Button({
  variant,
  size,
  className,
  type = 'button',
  ...props
}: ComponentProps<'button'> & Styling) {
  return <button type={type} className={cn(buttonClasses(variant, size), className)} {...props} />
}

/** A link styled as a button; external URLs open as plain anchors. */
export function ButtonLink({
  variant,
  size,
  className,
  href,
  external,
  ...props
}: Omit<ComponentProps<typeof Link>, 'href'> & Styling & { href: string; external?: boolean }) {
  const classes = cn(buttonClasses(variant, size), className)
  if (external) {
    return <a href={href} className={classes} {...props} />
  }
  return <Link href={href} className={classes} {...props} />
}
