import { cn } from '@/lib/cn'

// Button styles on their own, for client code that styles a control as a button: it need not
// carry the Button and ButtonLink components (and the link code) with it.

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
