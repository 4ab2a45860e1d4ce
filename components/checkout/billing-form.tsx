'use client'

import { lazy, Suspense } from 'react'
import { Link } from '@/components/ui/link'
import { useWatch } from 'react-hook-form'
import { Button } from '@/components/ui/button'
import { CheckboxField, SelectField, TextAreaField, TextField } from '@/components/ui/form-field'
import { Panel } from '@/components/ui/panel'
import type { PaymentType, SelectOption } from '@/content/checkout'
import { cn } from '@/lib/cn'
import { useDemoForm } from '@/lib/hooks/use-demo-form'
import { lazyResolver } from '@/lib/lazy-resolver'
import type { BillingValues } from '@/lib/schemas/checkout'
import { billingFields } from './billing-fields'
import { OrderSummary } from './order-summary'

// The card fields load on first use: most visitors never pick credit_card.
const CardForm = lazy(() => import('./card-form'))

const emptyBilling: BillingValues = {
  firstName: '',
  lastName: '',
  company: '',
  country: '',
  address: '',
  city: '',
  state: '',
  zipCode: '',
  email: '',
  phone: '',
  orderNote: '',
  createAccount: false,
  shipToDifferentAddress: false,
  paymentMethod: 'direct_bank',
  agreeToTerms: false,
}

const billing = lazyResolver<BillingValues>(() =>
  import('@/lib/schemas/checkout-resolvers').then((module) => module.billingResolver),
)

/**
 * Billing details and the Order Details panel in one form. Valid input is
 * only alerted back and the form resets; no order is placed.
 */
export function BillingForm({
  countries,
  paymentTypes,
}: {
  countries: SelectOption[]
  paymentTypes: PaymentType[]
}) {
  const { register, field, formProps, control } = useDemoForm<BillingValues>(
    'Billing details',
    billing,
    emptyBilling,
    // A constant of the build: a build without analytics passes nothing.
    process.env.COVERBRIDGE_ANALYTICS === 'on' ? 'order_placed' : undefined,
  )
  const payment = useWatch({ control, name: 'paymentMethod' })

  return (
    <form
      {...formProps}
      aria-label="Checkout"
      className="grid gap-10 lg:grid-cols-[1fr_26rem] lg:items-start"
    >
      <section aria-labelledby="billing-title">
        <h2 id="billing-title" className="mb-6 text-2xl font-bold text-ink">
          Billign Details
        </h2>
        <div className="grid gap-5 sm:grid-cols-2">
          {billingFields.map(({ name, label, type, autoComplete, required, wide }) => {
            const props = {
              label,
              autoComplete,
              'aria-required': required || undefined,
              className: wide ? 'sm:col-span-2' : undefined,
              ...field(name),
            }
            return type === 'select' ? (
              <SelectField key={name} options={countries} {...props} />
            ) : (
              <TextField key={name} type={type} {...props} />
            )
          })}
        </div>
        <div className="mt-4 flex flex-wrap gap-x-8">
          <CheckboxField label="Create Account?" {...field('createAccount')} />
          <CheckboxField label="Ship to Different Address?" {...field('shipToDifferentAddress')} />
        </div>
        <TextAreaField
          label="Order notes (optional)"
          placeholder="Delivery instructions, a PO number, who should sign for the parcel"
          className="mt-4"
          {...field('orderNote')}
        />
      </section>

      <Panel id="order-title" title="Order Details" large>
        <OrderSummary />

        <fieldset className="mt-6">
          <legend className="mb-2 font-semibold text-ink">Payment method</legend>
          <div className="space-y-2">
            {paymentTypes.map((type) => {
              const checked = payment === type.value
              const descId = `payment-${type.value}-desc`
              return (
                <div
                  key={type.value}
                  className={cn(
                    'rounded-control border bg-white px-4 py-2',
                    checked ? 'border-navy-800' : 'border-line',
                  )}
                >
                  <label className="flex min-h-11 cursor-pointer items-center gap-3 font-medium text-ink">
                    <input
                      type="radio"
                      value={type.value}
                      // In the server HTML too: the default payment type holds without JavaScript.
                      defaultChecked={type.value === emptyBilling.paymentMethod}
                      aria-describedby={checked ? descId : undefined}
                      className="size-5 accent-navy-800"
                      {...register('paymentMethod')}
                    />
                    {type.label}
                  </label>
                  {checked ? (
                    <p id={descId} className="pb-2 text-sm text-muted">
                      {type.desc}
                    </p>
                  ) : null}
                </div>
              )
            })}
          </div>
          {payment === 'credit_card' ? (
            <Suspense
              fallback={
                <p role="status" className="mt-4 text-sm text-muted">
                  Loading card form…
                </p>
              }
            >
              <CardForm />
            </Suspense>
          ) : null}
        </fieldset>

        <p className="mt-6 text-sm text-muted">
          Your personal data will be used to process your order, support your experience on this
          website and for the other purposes described in our{' '}
          <Link href="/privacy" className="font-semibold text-accent-strong underline">
            privacy policy
          </Link>
          .
        </p>
        <CheckboxField
          label="I have read and agree to the website terms and conditions*"
          className="mt-3"
          {...field('agreeToTerms')}
        />
        <Button type="submit" size="lg" className="mt-4 w-full">
          Place Order
        </Button>
      </Panel>
    </form>
  )
}
