import type { CategoryId } from './categories'

/** The art styles a card can be drawn in. The server words its prompt from the same ids. */

export const STYLE_IDS = ['watercolor', 'cartoon', 'photorealistic', 'abstract', 'minimalist', 'vintage'] as const

export type StyleId = (typeof STYLE_IDS)[number]

export interface ArtStyle {
  id: StyleId
  name: string
  description: string
}

const STYLES = {
  watercolor: { name: 'Watercolor', description: 'Soft washes of color with gentle, hand-painted edges.' },
  cartoon: { name: 'Cartoon', description: 'Bright, playful characters with bold outlines.' },
  photorealistic: { name: 'Photorealistic', description: 'Lifelike detail and lighting, like a photograph.' },
  abstract: { name: 'Abstract', description: 'Expressive shapes, color and movement.' },
  minimalist: { name: 'Minimalist', description: 'Clean lines, calm space and a few perfect details.' },
  vintage: { name: 'Vintage', description: 'Warm, nostalgic tones with a classic print feel.' },
} satisfies Record<StyleId, Omit<ArtStyle, 'id'>>

export const ART_STYLES: readonly ArtStyle[] = STYLE_IDS.map((id) => ({ id, ...STYLES[id] }))

export function styleName(id: StyleId): string {
  return STYLES[id].name
}

/** The sample picture of a style for an occasion: its art and greeting, drawn by the built-in
 * renderer (files in public/images/styles/{occasion}, made by scripts/style-samples.sh). */
export function styleSampleUrl(id: StyleId, occasion: CategoryId): string {
  return `/images/styles/${occasion}/${id}.webp`
}
