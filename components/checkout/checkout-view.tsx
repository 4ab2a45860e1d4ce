import type { ComponentProps, ReactNode } from 'react'
import { BillingForm } from '@/components/checkout/billing-form'
import { CheckoutCoupon } from '@/components/checkout/checkout-coupon'
import { CheckoutLogin } from '@/components/checkout/checkout-login'
import { PageBanner } from '@/components/layout/page-banner'
import { StoredItemsHint } from '@/components/shop/stored-items-hint'
import { Glyph } from '@/components/ui/glyph'
import { Section } from '@/components/ui/section'
// Only the key: the store itself is client code.
import { CART_STORAGE_KEY } from '@/stores/keys'

/** A native disclosure: opens and closes without JavaScript, keyboard and screen readers included. */
function Collapsible({ summary, children }: { summary: string; children: ReactNode }) {
  return (
    <details className="group rounded-card border border-line bg-surface-alt">
      <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between gap-3 px-5 py-3 font-medium text-ink [&::-webkit-details-marker]:hidden">
        {summary}
        <Glyph
          size={20}
          pen={{ width: 2 }}
          className="shrink-0 transition-transform group-open:rotate-180"
        >
          <path d="M6 9l6 6 6-6" />
        </Glyph>
      </summary>
      <div className="border-t border-line px-5 py-5">{children}</div>
    </details>
  )
}

type BillingProps = ComponentProps<typeof BillingForm>

/** /checkout under the header: login and promo code, then billing and the order. */
export function CheckoutView({
  countries,
  paymentTypes,
}: {
  countries: BillingProps['countries']
  paymentTypes: BillingProps['paymentTypes']
}) {
  return (
    <>
      <PageBanner
        title="Checkout"
        crumbs={[{ href: '/cart', label: 'Cart' }, { label: 'Checkout' }]}
      />
      <Section>
        {/* The order summary below shows the stored cart: its empty message paints at once. */}
        <StoredItemsHint storageKey={CART_STORAGE_KEY} />
        <div className="mb-10 space-y-4">
          <Collapsible summary="Already have an account? Click here to login.">
            <CheckoutLogin />
          </Collapsible>
          <Collapsible summary="Have a promo code? Click to enter your code.">
            <CheckoutCoupon />
          </Collapsible>
        </div>
        <BillingForm countries={countries} paymentTypes={paymentTypes} />
      </Section>
    </>
  )
}
