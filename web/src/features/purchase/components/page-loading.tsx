import { LoaderCircle } from 'lucide-react'

/** Shown while we find out whether the user is signed in. */
export function PageLoading({ label }: { label: string }) {
  return (
    <div role="status" className="flex min-h-[50vh] items-center justify-center gap-3 text-muted-foreground">
      <LoaderCircle aria-hidden className="size-5 animate-spin" />
      {label}
    </div>
  )
}
