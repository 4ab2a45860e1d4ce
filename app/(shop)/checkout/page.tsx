import { CheckoutView } from '@/components/checkout/checkout-view'
import { countryOptions, paymentTypes } from '@/content/checkout'
import { pageMetadata } from '@/lib/metadata'

export const metadata = pageMetadata({
  title: 'Checkout',
  description: 'Billing details, payment method and order summary for your Coverbridge shop order.',
  path: '/checkout',
  noindex: true,
})

export default function CheckoutPage() {
  return <CheckoutView countries={countryOptions} paymentTypes={paymentTypes} />
}
