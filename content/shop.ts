import { featureSchema, wishlistPlaceholderSchema } from './schemas'
import { parseCollection, parseEntry } from './validate'

/** The four service promises under every product. */
export const shopPromises = parseCollection('content/shop.ts', featureSchema, [
  {
    icon: 'clock',
    title: 'Free delivery within 3 days',
    desc: 'Every order ships free and reaches your agency within three business days.',
  },
  {
    icon: 'shield',
    title: '7 days refund policy',
    desc: 'Not what your producers needed? Send it back within seven days for a full refund.',
  },
  {
    icon: 'briefcase',
    title: 'Store pickup',
    desc: 'Collect print orders from our Atlanta office on your way to a client meeting.',
  },
  {
    icon: 'wallet',
    title: 'Save up to 25% with promo codes',
    desc: 'Agency and association promo codes take up to 25% off your order.',
  },
])

/** The wishlist shows the same placeholder serial number, size and colour on every row. */
export const wishlistPlaceholder = parseEntry('content/shop.ts', wishlistPlaceholderSchema, {
  serialNumber: 'CB-0426-118',
  size: 'Standard',
  colour: 'Navy',
})
