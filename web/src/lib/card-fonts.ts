/**
 * The typefaces a sent card's inside message can be set in (the server's `font` field).
 * Classic and modern are the site's own faces; handwritten is loaded only by the pages
 * that show it, so other pages never fetch it.
 */
export const CARD_FONTS = ['classic', 'modern', 'handwritten'] as const
export type CardFont = (typeof CARD_FONTS)[number]

export const CARD_FONT_LABELS: Record<CardFont, string> = {
  classic: 'Classic',
  modern: 'Modern',
  handwritten: 'Handwritten',
}

/** The CSS `font-family` of each choice. */
export const CARD_FONT_FAMILIES: Record<CardFont, string> = {
  classic: 'var(--font-display)',
  modern: 'var(--font-sans)',
  handwritten: "'Caveat Variable', 'Segoe Print', 'Bradley Hand', cursive",
}

export function isCardFont(value: string): value is CardFont {
  return (CARD_FONTS as readonly string[]).includes(value)
}

/** Loads the handwritten face; call from the pages that may show it. */
export function loadHandwrittenFont(): Promise<unknown> {
  return import('@fontsource-variable/caveat')
}
