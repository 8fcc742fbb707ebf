/** Placeholder blocks in the shape of the wizard while the session and prices load. */
export function WizardSkeleton() {
  return (
    <div
      role="status"
      aria-busy="true"
      aria-label="Loading the card wizard"
      className="overflow-hidden rounded-xl border bg-card shadow-card"
    >
      <div className="grid gap-3 border-b px-4 pt-5 pb-4 sm:px-8 sm:pt-6">
        <div className="h-4 w-28 animate-pulse rounded bg-muted" />
        <div className="h-2 animate-pulse rounded-full bg-muted" />
      </div>
      <div className="grid gap-4 px-4 py-6 sm:px-8 sm:py-8">
        <div className="h-7 w-64 max-w-full animate-pulse rounded bg-muted" />
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
          {Array.from({ length: 8 }, (_, index) => (
            <div key={index} className="h-14 animate-pulse rounded-md bg-muted" />
          ))}
        </div>
      </div>
      <div className="flex justify-end border-t bg-muted/40 px-4 py-4 sm:px-8">
        <div className="h-11 w-32 animate-pulse rounded-full bg-muted" />
      </div>
    </div>
  )
}
