/** While the card is fetched: the envelope's outline, where the envelope is about to appear. */
export function CardPageSkeleton() {
  return (
    <div role="status" className="flex min-h-[32rem] flex-col items-center justify-end px-4 pb-16 sm:min-h-[36rem]">
      <span className="sr-only">Opening your card…</span>
      <div aria-hidden className="aspect-[10/7] w-[min(86vw,25rem)] animate-pulse rounded-lg bg-secondary/80 shadow-card" />
      <div aria-hidden className="mt-6 h-4 w-40 animate-pulse rounded-full bg-muted" />
    </div>
  )
}
