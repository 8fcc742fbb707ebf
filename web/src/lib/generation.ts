/**
 * The choices every way of making an image offers (the image form, the card wizard, later the
 * card sender), and which of them go together. The server checks the same rules.
 */

import type { OutputFormat } from './pricing'

export { OUTPUT_FORMATS, QUALITIES, SIZES, type OutputFormat, type Quality, type Size } from './pricing'

export const PROMPT_MIN_LENGTH = 10
export const PROMPT_MAX_LENGTH = 4000
export const STYLES = ['vivid', 'natural'] as const

export type Style = (typeof STYLES)[number]

/** Compression only applies to jpeg and webp. */
export function supportsCompression(format: OutputFormat): boolean {
  return format === 'jpeg' || format === 'webp'
}

/** A transparent background only exists in png and webp. */
export function supportsTransparency(format: OutputFormat): boolean {
  return format === 'png' || format === 'webp'
}
