/** How the overview writes its figures and days. */

const UTC_DAY = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' })
const UTC_DATE = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' })

/** A UTC day (`YYYY-MM-DD`) as "Nov 3": the figures are counted by UTC day, wherever staff are. */
export function formatUtcDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`)
  return Number.isNaN(date.getTime()) ? '' : UTC_DAY.format(date)
}

/** A UTC day with its year: "Dec 19, 2026". */
export function formatUtcDate(day: string): string {
  const date = new Date(`${day}T00:00:00Z`)
  return Number.isNaN(date.getTime()) ? day : UTC_DATE.format(date)
}

export function formatCount(count: number): string {
  return count.toLocaleString('en-US')
}

/** Tenths of a credit as credits: 15 -> "1.5". */
export function formatTenths(tenths: number): string {
  return (tenths / 10).toLocaleString('en-US', { maximumFractionDigits: 1 })
}

/** Minor units (cents) of a currency: (149900, "usd") -> "$1,499.00". */
export function moneyFormatter(currency: string): (minorUnits: number) => string {
  let format: Intl.NumberFormat
  try {
    format = new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() })
  } catch {
    // A code Intl does not know: the number and the code.
    return (minorUnits) => `${(minorUnits / 100).toFixed(2)} ${currency.toUpperCase()}`
  }
  const digits = format.resolvedOptions().maximumFractionDigits ?? 2
  return (minorUnits) => format.format(minorUnits / 10 ** digits)
}
