'use client'

import { useForm } from 'react-hook-form'
import { Button } from '@/components/ui/button'
import { TextField } from '@/components/ui/form-field'
import { lazyResolver } from '@/lib/lazy-resolver'
import type { CouponValues } from '@/lib/schemas/checkout'
import { alertValues } from '@/lib/alert-values'

const coupon = lazyResolver<CouponValues>(() =>
  import('@/lib/schemas/checkout-resolvers').then((module) => module.couponResolver),
)

/** Promo code: required, then only alerted; no discount is applied. */
export function CheckoutCoupon() {
  const { register, handleSubmit, reset, formState } = useForm<CouponValues>({
    resolver: coupon.resolver,
    defaultValues: { coupon: '' },
  })
  return (
    <form
      noValidate
      aria-label="Promo code"
      onFocus={() => void coupon.preload()}
      onSubmit={handleSubmit((values) => {
        alertValues('Coupon', values)
        reset()
      })}
      className="flex flex-col gap-3 sm:flex-row sm:items-start"
    >
      <TextField
        label="Coupon"
        autoComplete="off"
        className="sm:w-72"
        error={formState.errors.coupon?.message}
        {...register('coupon')}
      />
      <Button type="submit" className="sm:mt-7">
        Apply coupon
      </Button>
    </form>
  )
}
