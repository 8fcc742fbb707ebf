import { Cake, CalendarHeart, Heart, type LucideIcon } from 'lucide-react'

/** The kinds of date the server keeps (its `occasion`). */
export const OCCASIONS = ['birthday', 'anniversary', 'other'] as const
export type Occasion = (typeof OCCASIONS)[number]

export const OCCASION_LABELS: Record<Occasion, string> = {
  birthday: 'Birthday',
  anniversary: 'Anniversary',
  other: 'Other date',
}

export const OCCASION_ICONS: Record<Occasion, LucideIcon> = {
  birthday: Cake,
  anniversary: Heart,
  other: CalendarHeart,
}

export function isOccasion(value: string): value is Occasion {
  return (OCCASIONS as readonly string[]).includes(value)
}
