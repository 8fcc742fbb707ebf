export function ImageGridSkeleton() {
  return (
    <ul aria-busy="true" aria-label="Loading images" className="grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 xl:grid-cols-4">
      {Array.from({ length: 8 }, (_, index) => (
        <li key={index} className="overflow-hidden rounded-xl border bg-card shadow-card">
          <div className="aspect-square animate-pulse bg-muted" />
          <div className="grid gap-2 p-4">
            <div className="h-3 animate-pulse rounded bg-muted" />
            <div className="h-3 w-2/3 animate-pulse rounded bg-muted" />
          </div>
        </li>
      ))}
    </ul>
  )
}
