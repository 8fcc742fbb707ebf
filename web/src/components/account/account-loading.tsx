import { LoaderCircle } from 'lucide-react'

/** While we find out whether someone is signed in, on a page for signed-in users. */
export function AccountLoading({ label = 'Loading your dashboard...' }: { label?: string }) {
  return (
    <div role="status" className="flex min-h-[50vh] items-center justify-center gap-3 text-muted-foreground">
      <LoaderCircle aria-hidden className="size-5 animate-spin" />
      {label}
    </div>
  )
}
