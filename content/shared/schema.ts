import { z } from 'zod'

/** A site-relative path to a file in public/ (no other host is ever used for images). */
export const localImage = z
  .string()
  .regex(
    /^\/images\/[a-z0-9/_-]+\.(svg|png|jpe?g|webp|avif)$/,
    'must be a local image path under /images/ (SVG, JPEG, PNG, WebP or AVIF; no GIF)',
  )
  .meta({ widget: 'image' })

export const text = z.string().trim().min(1)

export const positiveId = z.number().int().positive()

export const halfStepRating = (min: number, max: number) =>
  z
    .number()
    .min(min)
    .max(max)
    .refine((n) => Number.isInteger(n * 2), 'must be a whole or half number')

export const slug = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be a kebab-case slug')

/**
 * Dates are shown as the site writes them: '09 FEB 2023'. The CMS's date picker writes the month
 * as 'Feb'; it is read in capitals either way.
 */
export const displayDateSchema = z
  .preprocess(
    (value) => (typeof value === 'string' ? value.toUpperCase() : value),
    z
      .string()
      .regex(
        /^\d{2} (JAN|FEB|MAR|APR|MAY|JUN|JUL|AUG|SEP|OCT|NOV|DEC) \d{4}$/,
        "must look like '09 FEB 2023'",
      ),
  )
  .meta({
    widget: 'datetime',
    format: 'DD MMM YYYY',
    date_format: 'DD MMM YYYY',
    time_format: false,
    picker_utc: true,
  })

export const iconNameSchema = z.enum([
  'bolt',
  'layers',
  'clock',
  'star',
  'shield',
  'chart',
  'users',
  'code',
  'bank',
  'card',
  'wallet',
  'briefcase',
  'document',
  'chat',
  'globe',
  'check',
])

/** An icon, a title and a line of copy: values, promises, API features. */
export const featureSchema = z.object({ icon: iconNameSchema, title: text, desc: text }).strict()

/** An image with its intrinsic size and a meaningful description. */
export const sizedImageSchema = z
  .object({
    src: localImage,
    width: z.number().int().positive(),
    height: z.number().int().positive(),
    alt: text,
  })
  .strict()

export type IconName = z.infer<typeof iconNameSchema>
export type Feature = z.infer<typeof featureSchema>
export type SizedImage = z.infer<typeof sizedImageSchema>
