/** Placeholder blocks in the shape of the form and preview while they load. */
export function GeneratorSkeleton() {
  return (
    <div aria-busy="true" aria-label="Loading the image generator" className="grid grid-cols-1 gap-6 lg:grid-cols-[7fr_5fr] lg:gap-8">
      <div className="grid gap-4 rounded-xl border bg-card p-6 shadow-card">
        <div className="h-4 w-40 animate-pulse rounded bg-muted" />
        <div className="h-28 animate-pulse rounded-md bg-muted" />
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
          {Array.from({ length: 8 }, (_, index) => (
            <div key={index} className="h-14 animate-pulse rounded-md bg-muted" />
          ))}
        </div>
        <div className="h-12 animate-pulse rounded-full bg-muted" />
      </div>
      <div className="aspect-square animate-pulse rounded-xl border bg-muted" />
    </div>
  )
}
