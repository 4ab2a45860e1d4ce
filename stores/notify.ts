import { toast } from 'sonner'
import { SHOP_TOASTER } from '@/components/layout/toasts'
import type { ShopToast } from './product-snapshot'

/** Raises a store's toast on the shop toaster (top-center, 3 s). */
export function notify(message: ShopToast | null) {
  if (!message) return
  toast[message.kind](message.message, { toasterId: SHOP_TOASTER })
}
