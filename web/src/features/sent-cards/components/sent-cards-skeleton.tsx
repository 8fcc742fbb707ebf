/** Placeholder cards while the list loads. */
export function SentCardsSkeleton() {
  return (
    <div role="status" className="grid gap-4 sm:gap-5">
      <span className="sr-only">Loading your sent cards…</span>
      {[0, 1, 2].map((item) => (
        <div key={item} aria-hidden className="flex gap-4 rounded-xl border bg-card p-4 shadow-card sm:p-5">
          <div className="size-20 shrink-0 animate-pulse rounded-lg bg-muted sm:size-24" />
          <div className="grid flex-1 content-start gap-2">
            <div className="h-5 w-1/2 animate-pulse rounded bg-muted" />
            <div className="h-4 w-1/3 animate-pulse rounded bg-muted" />
            <div className="h-4 w-2/3 animate-pulse rounded bg-muted" />
          </div>
        </div>
      ))}
    </div>
  )
}
