/** The content checks, for the domains here: they live in lib/content-files (generic, no copy). */
export * from '@/lib/content-files/validate'
