import { useEffect, useState } from 'react'

interface GenerationProgressProps {
  /** How long an image of this quality usually takes. */
  expectedSeconds: number
}

/** Seconds since the request started, against the usual time. Mount it when generation starts. */
export function GenerationProgress({ expectedSeconds }: GenerationProgressProps) {
  const [startedAt] = useState(() => Date.now())
  const [now, setNow] = useState(startedAt)
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 250)
    return () => clearInterval(timer)
  }, [])
  const elapsed = Math.floor((now - startedAt) / 1000)
  // The bar slows near the end rather than claiming to be done before the image is.
  const fraction = Math.min(elapsed / Math.max(expectedSeconds, 1), 1) * 0.9
  return (
    <div className="grid w-full max-w-xs gap-2">
      <div className="h-1.5 overflow-hidden rounded-full bg-secondary">
        <div
          className="h-full rounded-full bg-primary transition-[width] duration-300 ease-out"
          style={{ width: `${Math.max(fraction * 100, 4)}%` }}
        />
      </div>
      <p className="text-center text-sm text-muted-foreground tabular-nums" data-testid="generation-elapsed">
        {elapsed} s · usually about {expectedSeconds} s
      </p>
    </div>
  )
}
