import { cn } from '@/lib/utils'

interface PhotoPrintProps {
  src: string
  alt: string
  className?: string
}

/**
 * A signer's photo as a small print: a white mat with a deeper bottom edge, a soft shadow and a
 * slight tilt (left out for those who prefer less motion, as the notes' is). The picture is cut
 * square, so the print has its size before the file arrives and nothing under it moves.
 */
export function PhotoPrint({ src, alt, className }: PhotoPrintProps) {
  return (
    <div
      className={cn(
        'w-36 shrink-0 rounded-[3px] bg-white p-1.5 pb-5 shadow-md ring-1 ring-black/5 motion-safe:-rotate-2',
        className,
      )}
    >
      <img
        src={src}
        alt={alt}
        width={512}
        height={512}
        loading="lazy"
        decoding="async"
        className="aspect-square h-auto w-full bg-[#ece4d5] object-cover"
      />
    </div>
  )
}
