/** The checkout domain: the billing form's country options and the payment types. */
import { checkoutOptions } from './load'

export * from './schema'

/** Country options exactly as the brief lists them, spelling included, after the empty placeholder. */
export const countryOptions = checkoutOptions.countries

/** Payment types; direct_bank is chosen by default. */
export const paymentTypes = checkoutOptions.paymentTypes
