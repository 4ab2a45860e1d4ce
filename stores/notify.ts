import { SHOP_TOASTER, showToast } from '@/lib/toasts'
import type { ShopToast } from './product-snapshot'

/** Raises a store's toast on the shop toaster (top-center, 3 s). */
export function notify(message: ShopToast | null) {
  if (!message) return
  showToast(message.kind, message.message, SHOP_TOASTER)
}
