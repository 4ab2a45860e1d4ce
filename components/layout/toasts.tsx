'use client'

import { Toaster } from 'sonner'

/** Toasts raised by the shop: top-center for 3 s (spec §4, §9). */
export const SHOP_TOASTER = 'shop'

/**
 * The one toast setup. Shop toasts go to the top-center toaster (`toasterId: SHOP_TOASTER`);
 * everything else uses the library defaults of the spec: top-right, 5 s. Toasts pause on hover
 * and while the page is hidden, can be swiped away, and are announced through a live region.
 */
export function Toasts() {
  return (
    <>
      <Toaster
        position="top-right"
        duration={5000}
        richColors
        closeButton
        containerAriaLabel="Notifications"
      />
      <Toaster
        id={SHOP_TOASTER}
        position="top-center"
        duration={3000}
        richColors
        closeButton
        containerAriaLabel="Shop notifications"
      />
    </>
  )
}
