import { zodResolver } from '@hookform/resolvers/zod'
import { loginSchema } from './auth'
import { billingSchema, couponSchema } from './checkout'

// Loaded on demand by the checkout forms (lib/lazy-resolver.ts): zod stays out of the first load.
export const loginResolver = zodResolver(loginSchema)
export const couponResolver = zodResolver(couponSchema)
export const billingResolver = zodResolver(billingSchema)
