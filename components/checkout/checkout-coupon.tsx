'use client'

import { Button } from '@/components/ui/button'
import { TextField } from '@/components/ui/form-field'
import { useDemoForm } from '@/lib/hooks/use-demo-form'
import { lazyResolver } from '@/lib/lazy-resolver'
import type { CouponValues } from '@/lib/schemas/checkout'

const coupon = lazyResolver<CouponValues>(() =>
  import('@/lib/schemas/checkout-resolvers').then((module) => module.couponResolver),
)

/** Promo code: required, then only alerted; no discount is applied. */
export function CheckoutCoupon() {
  const { field, formProps } = useDemoForm<CouponValues>('Coupon', coupon, { coupon: '' })
  return (
    <form
      {...formProps}
      aria-label="Promo code"
      className="flex flex-col gap-3 sm:flex-row sm:items-start"
    >
      <TextField label="Coupon" autoComplete="off" className="sm:w-72" {...field('coupon')} />
      <Button type="submit" className="sm:mt-7">
        Apply coupon
      </Button>
    </form>
  )
}
