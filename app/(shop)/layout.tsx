import type { ReactNode } from 'react'
import { PageChrome } from '@/components/layout/page-chrome'
import { Toasts } from '@/components/layout/toasts'
import { HeaderCounts } from '@/components/shop/header-counts'
import { StoreSync } from '@/components/shop/store-sync'

/** Shop pages: alternate header with live cart and wishlist counts, shop toasts. */
export default function ShopLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <PageChrome variant="alternate" headerExtra={<HeaderCounts />}>
        {children}
      </PageChrome>
      <StoreSync />
      <Toasts />
    </>
  )
}
