'use client'

import { Toaster } from 'sonner'
import { SHOP_TOASTER } from '@/lib/toasts'

/**
 * The two toasters. Shop toasts go to the top-center toaster (`toasterId: SHOP_TOASTER`);
 * everything else uses the library defaults: top-right, 5 s. Toasts pause on hover and while
 * the page is hidden, can be swiped away, and are announced through a live region.
 */
export default function ToasterView() {
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
