import { Link } from '@/components/ui/link'
import type { ComponentProps } from 'react'
import { cn } from '@/lib/cn'
import { buttonClasses, type ButtonSize, type ButtonVariant } from './button-classes'

export { buttonClasses, type ButtonSize, type ButtonVariant } from './button-classes'

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
