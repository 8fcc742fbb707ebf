/**
 * The envelope's paper, drawn in SVG (no image files): the lined inside, the pocket of
 * folded flaps, the flap (closed, and open above the envelope) and a wax seal. Every piece
 * shares one 400 × 280 box, so the pieces line up at any width.
 */

const PAPER = { light: '#fbe7e0', mid: '#f6d6cc', deep: '#efc3b7', edge: '#e4ab9d' }

/** The inside of the envelope, lined with plum paper with gold dots (so is the flap's inside). */
export function EnvelopeBack({ linerId, className }: { linerId: string; className?: string }) {
  return (
    <svg viewBox="0 0 400 280" preserveAspectRatio="none" aria-hidden className={className}>
      <defs>
        <pattern id={linerId} width="18" height="18" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
          <rect width="18" height="18" fill="#3b2140" />
          <circle cx="9" cy="9" r="1.7" fill="#f3b63f" />
          <circle cx="0" cy="0" r="1" fill="#f6d5cb" opacity="0.55" />
        </pattern>
      </defs>
      <rect width="400" height="280" rx="10" fill={PAPER.deep} />
      {/* Inset from the edges, as a real liner is (so it never peeks past the pocket either). */}
      <rect x="12" y="10" width="376" height="262" rx="4" fill={`url(#${linerId})`} />
    </svg>
  )
}

/** The front pocket: two side flaps under a bottom flap, meeting below the seal. */
export function EnvelopePocket({ gradientId, className }: { gradientId: string; className?: string }) {
  return (
    <svg viewBox="0 0 400 280" preserveAspectRatio="none" aria-hidden className={className}>
      <defs>
        <linearGradient id={`${gradientId}-left`} x1="0" x2="1" y1="0" y2="0">
          <stop offset="0" stopColor={PAPER.mid} />
          <stop offset="1" stopColor={PAPER.deep} />
        </linearGradient>
        <linearGradient id={`${gradientId}-right`} x1="1" x2="0" y1="0" y2="0">
          <stop offset="0" stopColor={PAPER.mid} />
          <stop offset="1" stopColor={PAPER.deep} />
        </linearGradient>
        <linearGradient id={`${gradientId}-bottom`} x1="0" x2="0" y1="0" y2="1">
          <stop offset="0" stopColor={PAPER.light} />
          <stop offset="1" stopColor={PAPER.mid} />
        </linearGradient>
      </defs>
      <path d="M0 10Q0 0 10 2L200 150 10 278Q0 280 0 270Z" fill={`url(#${gradientId}-left)`} />
      <path d="M400 10Q400 0 390 2L200 150 390 278Q400 280 400 270Z" fill={`url(#${gradientId}-right)`} />
      <path
        d="M0 270 184 138Q200 127 216 138L400 270Q400 280 390 280H10Q0 280 0 270Z"
        fill={`url(#${gradientId}-bottom)`}
        stroke={PAPER.edge}
        strokeOpacity="0.55"
        strokeWidth="1"
      />
    </svg>
  )
}

/** The flap, closed over the pocket. */
export function EnvelopeFlap({ gradientId, className }: { gradientId: string; className?: string }) {
  return (
    <svg viewBox="0 0 400 165" preserveAspectRatio="none" aria-hidden className={className}>
      <defs>
        <linearGradient id={gradientId} x1="0" x2="0" y1="0" y2="1">
          <stop offset="0" stopColor={PAPER.mid} />
          <stop offset="1" stopColor={PAPER.light} />
        </linearGradient>
      </defs>
      <path d="M0 8Q0 0 10 0H390Q400 0 400 8L218 151Q200 165 182 151Z" fill={`url(#${gradientId})`} />
    </svg>
  )
}

/** The flap folded back: its lined inside, pointing up above the envelope. */
export function EnvelopeFlapOpen({ linerId, className }: { linerId: string; className?: string }) {
  return (
    <svg viewBox="0 0 400 165" preserveAspectRatio="none" aria-hidden className={className}>
      <path d="M0 165 182 14Q200 0 218 14L400 165Z" fill={PAPER.deep} />
      <path d="M16 165 188 24Q200 14 212 24L384 165Z" fill={`url(#${linerId})`} />
    </svg>
  )
}

/** Points around a slightly uneven circle: pressed wax is never perfectly round. */
const WAX_EDGE = Array.from({ length: 48 }, (_, i) => {
  const angle = (i / 48) * Math.PI * 2
  const radius = 29 + Math.sin(angle * 7) * 1.3 + Math.cos(angle * 3) * 0.8
  return `${(32 + radius * Math.cos(angle)).toFixed(2)} ${(32 + radius * Math.sin(angle)).toFixed(2)}`
})
const WAX_PATH = `M${WAX_EDGE.join('L')}Z`

/** A rose wax seal pressed with a heart. */
export function WaxSeal({ gradientId, className }: { gradientId: string; className?: string }) {
  return (
    <svg viewBox="0 0 64 64" aria-hidden className={className}>
      <defs>
        <radialGradient id={gradientId} cx="0.38" cy="0.32" r="0.75">
          <stop offset="0" stopColor="#e4657b" />
          <stop offset="0.55" stopColor="#cc3852" />
          <stop offset="1" stopColor="#962238" />
        </radialGradient>
      </defs>
      <path d={WAX_PATH} fill={`url(#${gradientId})`} />
      <circle cx="32" cy="32" r="21" fill="none" stroke="#7d1a2e" strokeOpacity="0.35" strokeWidth="2" />
      <circle cx="32" cy="32" r="22.5" fill="none" stroke="#fff" strokeOpacity="0.18" strokeWidth="1" />
      <path
        d="M32 42.5C24.5 37.3 21.5 33.2 21.5 29.2A5.6 5.6 0 0 1 32 26.6 5.6 5.6 0 0 1 42.5 29.2C42.5 33.2 39.5 37.3 32 42.5Z"
        fill="#f7d78f"
        opacity="0.92"
      />
    </svg>
  )
}
