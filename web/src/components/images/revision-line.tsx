import { cn } from '@/lib/utils'

/** "Revised: make the sky a sunset" under a version made by revising another; nothing for an original. */
export function RevisionLine({ revision, className }: { revision: string | null | undefined; className?: string }) {
  if (!revision) return null
  return (
    <p className={cn('text-sm break-words text-foreground', className)}>
      <span className="font-semibold">Revised: </span>
      {revision}
    </p>
  )
}
