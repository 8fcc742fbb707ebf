import { cn } from '@/lib/utils'
import type { TextPosition, TextScheme } from './card-image'

const BAND_Y: Record<TextPosition, number> = { top: 4, middle: 10.5, bottom: 17 }

/** A card outline with the band of words where they would sit. */
export function PositionIcon({ position }: { position: TextPosition }) {
  return (
    <svg viewBox="0 0 18 24" className="h-6 w-4.5" fill="none" aria-hidden>
      <rect x="1" y="1" width="16" height="22" rx="2" stroke="currentColor" strokeWidth="1.5" />
      <rect x="4" y={BAND_Y[position]} width="10" height="3" rx="1" fill="currentColor" />
    </svg>
  )
}

const SWATCH_CLASSES: Record<TextScheme, string> = {
  // Auto picks light or dark ink by the art behind the words: half of each.
  auto: 'bg-[linear-gradient(135deg,#3b2140_50%,#fff3d6_50%)] text-white [text-shadow:0_0_3px_#3b2140]',
  light: 'bg-plum-soft text-[#fffaf0] [text-shadow:0_0_3px_#1d1020]',
  dark: 'bg-accent-soft text-plum [text-shadow:0_0_3px_#fff]',
  gold: 'bg-plum text-[#f1c453] [text-shadow:0_0_3px_#1d1020]',
}

export function SchemeSwatch({ scheme }: { scheme: TextScheme }) {
  return (
    <span
      className={cn(
        'flex size-7 items-center justify-center rounded-md font-display text-sm font-semibold ring-1 ring-black/10',
        SWATCH_CLASSES[scheme],
      )}
    >
      Aa
    </span>
  )
}
