const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC']

/** '09 FEB 2023' (the content's display format, validated by its schema) -> a UTC Date. */
export function parseDisplayDate(date: string): Date {
  const [day, month, year] = date.split(' ')
  return new Date(Date.UTC(Number(year), MONTHS.indexOf(month ?? ''), Number(day)))
}

/** '2023-02-09', for <time dateTime> and structured data. */
export function isoDate(date: string): string {
  return parseDisplayDate(date).toISOString().slice(0, 10)
}
