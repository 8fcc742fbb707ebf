import { LoaderCircle } from 'lucide-react'

/** While we find out whether someone is signed in. */
export function DashboardLoading() {
  return (
    <div role="status" className="flex min-h-[50vh] items-center justify-center gap-3 text-muted-foreground">
      <LoaderCircle aria-hidden className="size-5 animate-spin" />
      Loading your dashboard...
    </div>
  )
}
