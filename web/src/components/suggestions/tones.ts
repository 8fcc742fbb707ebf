/** The tones a suggested message can take, in the card wizard and on a group card's signing page
 * (the server's message library has the same four). */

export const TONE_IDS = ['warm', 'funny', 'formal', 'short'] as const

export type ToneId = (typeof TONE_IDS)[number]

export const TONES: readonly { value: ToneId; label: string; hint: string }[] = [
  { value: 'warm', label: 'Warm', hint: 'Heartfelt and kind' },
  { value: 'funny', label: 'Funny', hint: 'Light and playful' },
  { value: 'formal', label: 'Formal', hint: 'Polite and polished' },
  { value: 'short', label: 'Short', hint: 'Sweet and simple' },
]
