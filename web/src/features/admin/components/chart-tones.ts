/** The chart colours, from the site's palette (a canvas cannot read CSS variables). */
export const CHART_TONES = {
  plum: '#5b3a60',
  rose: '#cc3852',
  green: '#059669',
  amber: '#d97706',
  red: '#c2352b',
} as const

export type ChartTone = keyof typeof CHART_TONES
