import { useState } from 'react'
import { occasionWording } from '@/lib/occasions'
import { cn } from '@/lib/utils'
import type { CategoryId } from '../data/categories'
import { styleSampleUrl, type StyleId } from '../data/styles'

/** Each style's own colors, shown when its sample picture is missing or cannot load. */
const FALLBACKS: Record<StyleId, string> = {
  watercolor: 'bg-[radial-gradient(circle_at_25%_30%,#bfe3f5_0%,transparent_55%),radial-gradient(circle_at_75%_70%,#f9c9d4_0%,transparent_55%),linear-gradient(135deg,#fff7ea,#fde9e3)]',
  cartoon: 'bg-[radial-gradient(circle_at_30%_35%,#ffd23f_0_18%,transparent_19%),radial-gradient(circle_at_70%_65%,#3bceac_0_14%,transparent_15%),linear-gradient(135deg,#ff8fab,#ffb3c6)]',
  photorealistic: 'bg-[linear-gradient(160deg,#2f3b52_0%,#6b7f99_45%,#d9c7a7_100%)]',
  abstract: 'bg-[conic-gradient(from_200deg_at_40%_60%,#d6405a,#f3b63f,#3b2140,#5fb3b3,#d6405a)]',
  minimalist: 'bg-[radial-gradient(circle_at_65%_40%,#d6405a_0_9%,transparent_10%),linear-gradient(180deg,#fbf8f4,#f1ebe4)]',
  vintage: 'bg-[radial-gradient(circle_at_50%_45%,#e9d8b4_0%,transparent_60%),linear-gradient(135deg,#c9a36a,#8a5a44)]',
}

interface StyleSampleProps {
  id: StyleId
  /** The occasion chosen: the sample shows its art and greeting in the style. */
  occasion: CategoryId
  className?: string
}

/** The style's sample picture for the occasion, or a gradient in its spirit when the picture is
 * not there. Keyed by the caller on the occasion, so a picture that failed for one is tried for
 * the next. */
export function StyleSample({ id, occasion, className }: StyleSampleProps) {
  const [failed, setFailed] = useState(false)
  return (
    <div className={cn('relative aspect-[4/3] overflow-hidden bg-muted', FALLBACKS[id], className)}>
      {failed ? (
        // Without its picture the sample still says which occasion it is for.
        <span aria-hidden className="absolute inset-0 flex items-center justify-center p-3">
          <span className="rounded-md bg-card/85 px-3 py-1.5 text-center font-display text-base font-semibold text-plum shadow-sm">
            {occasionWording(occasion).greeting}
          </span>
        </span>
      ) : (
        <img
          src={styleSampleUrl(id, occasion)}
          alt=""
          width={400}
          height={300}
          loading="lazy"
          decoding="async"
          onError={() => setFailed(true)}
          className="size-full object-cover transition-transform duration-300 group-hover:scale-[1.03] motion-reduce:transition-none"
        />
      )}
    </div>
  )
}
