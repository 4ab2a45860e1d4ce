/** A phone number as text that never wraps mid-way: non-breaking spaces and hyphen. */
export function phoneText(phone: string): string {
  return phone.replace(/ /g, '\u00A0').replace(/-/g, '\u2011')
}

/** The tel: link for a displayed number. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`
}
