import { Info } from 'lucide-react'

/** Shown after a restore when the photo was too large to keep in the browser meanwhile. */
export function PhotoNote() {
  return (
    <p role="status" className="flex items-start gap-2.5 rounded-md border border-accent/50 bg-accent-soft px-4 py-3 text-sm text-plum">
      <Info aria-hidden className="mt-0.5 size-4 shrink-0 text-[#b7800f]" />
      <span>
        <strong className="font-semibold">Please add your photo again.</strong> It was too large to keep while you signed
        in.
      </span>
    </p>
  )
}
