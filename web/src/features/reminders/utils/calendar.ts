/**
 * Days of the year as the reminders keep them: a month and a day, every year, with no year of
 * their own. 29 February counts (the server reminds on the 28th in other years).
 */

export const MONTHS = Array.from({ length: 12 }, (_, index) =>
  new Intl.DateTimeFormat('en-US', { month: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(2024, index, 1))),
)

/** The days `month` (1–12) can have, in a leap year. */
export function daysInMonth(month: number): number {
  return new Date(Date.UTC(2024, month, 0)).getUTCDate()
}

/** "March 15". */
export function formatDayOfYear(month: number, day: number): string {
  return `${MONTHS[month - 1] ?? ''} ${day}`
}

/** "Mar 8, 2027": an instant's date in `timeZone` (where the reminder is sent). */
export function formatDateIn(instant: string, timeZone: string): string {
  const date = new Date(instant)
  if (Number.isNaN(date.getTime())) return '-'
  try {
    return new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone }).format(date)
  } catch {
    return new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' }).format(date)
  }
}

/** "On the day", "1 day before", "7 days before". */
export function daysBeforeLabel(days: number): string {
  if (days === 0) return 'On the day'
  return `${days} ${days === 1 ? 'day' : 'days'} before`
}
