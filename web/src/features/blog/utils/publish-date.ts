import { formatDate } from '@/lib/dates'

/** A front-matter date ("2025-03-14") as a calendar day: parsed as local time, so readers west of
 * UTC don't see the day before. */
export function publishDateLabel(isoDate: string): string {
  const [year, month, day] = isoDate.split('-').map(Number)
  return formatDate(new Date(year, month - 1, day))
}
