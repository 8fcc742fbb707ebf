const SHORT_DATE = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' })

/** A date as people read it on this site: "Nov 22, 2026" (in the viewer's time zone). */
export function formatDate(value: string | Date): string {
  const date = typeof value === 'string' ? new Date(value) : value
  return Number.isNaN(date.getTime()) ? '-' : SHORT_DATE.format(date)
}

const DATE_AND_TIME = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' })

/** A moment to the minute: "Nov 22, 2026, 5:31 PM" (in the viewer's time zone). */
export function formatDateTime(value: string | Date): string {
  const date = typeof value === 'string' ? new Date(value) : value
  return Number.isNaN(date.getTime()) ? '-' : DATE_AND_TIME.format(date)
}
