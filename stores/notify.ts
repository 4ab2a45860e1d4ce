import { SHOP_TOASTER, showToast } from '@/lib/toasts'

/** A toast a store transition asks for; the store raises it on the shop toaster. */
export type ShopToast = { kind: 'success' | 'error' | 'info'; message: string }

/** Raises a store's toast on the shop toaster (top-center, 3 s). */
export function notify(message: ShopToast | null) {
  if (!message) return
  showToast(message.kind, message.message, SHOP_TOASTER)
}
