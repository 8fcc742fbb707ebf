import { cn } from '@/lib/utils'

const SHAPES: Record<string, string> = {
  '1024x1024': 'h-4 w-4',
  '1024x1536': 'h-5 w-3.5',
  '1536x1024': 'h-3.5 w-5',
}

/** A small outline of the picture's shape; a dashed square for "auto". */
export function SizeIcon({ size }: { size: string }) {
  return (
    <span className="flex size-5 items-center justify-center">
      <span
        className={cn(
          'rounded-[3px] border-2 border-current',
          SHAPES[size] ?? 'h-4 w-4 border-dashed',
        )}
      />
    </span>
  )
}
