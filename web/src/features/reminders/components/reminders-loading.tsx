/** Placeholder rows while the dates load. */
export function RemindersLoading() {
  return (
    <div role="status" className="grid gap-3">
      <span className="sr-only">Loading your dates…</span>
      {[0, 1, 2].map((row) => (
        <div key={row} aria-hidden className="h-32 animate-pulse rounded-xl bg-muted/70" />
      ))}
    </div>
  )
}
