const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC']

/** '09 FEB 2023' -> '2023-02-09', for <time dateTime> and structured data. */
export function isoDate(displayDate: string): string {
  const [day = '', month = '', year = ''] = displayDate.split(' ')
  const monthNumber = MONTHS.indexOf(month) + 1
  if (!/^\d{2}$/.test(day) || monthNumber < 1 || !/^\d{4}$/.test(year)) {
    throw new Error(`Not a display date like '09 FEB 2023': ${displayDate}`)
  }
  return `${year}-${String(monthNumber).padStart(2, '0')}-${day}`
}

/** '09 FEB 2023' (the content's display format, validated by its schema) -> a UTC Date. */
export function parseDisplayDate(displayDate: string): Date {
  return new Date(`${isoDate(displayDate)}T00:00:00Z`)
}
