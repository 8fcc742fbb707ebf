import { lazy } from 'react'
import { cn } from '@/lib/utils'
import { LoadWhenNear } from './load-when-near'
import { SectionHeading } from './section-heading'

// The carousel library stays out of the landing page's first load.
const ExampleCarousel = lazy(() =>
  import('./example-carousel').then((module) => ({ default: module.ExampleCarousel })),
)

export function ExamplesSection() {
  return (
    <section aria-labelledby="examples-title" className="py-16 sm:py-24">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading id="examples-title" eyebrow="Made with Cardsmith" title="Cards for every occasion">
          A few cards our wizard made from a one-line description. Yours can look like anything you can describe.
        </SectionHeading>
        <LoadWhenNear className="mt-12" placeholder={<CarouselPlaceholder />}>
          <ExampleCarousel />
        </LoadWhenNear>
      </div>
    </section>
  )
}

/** The carousel's shape while its code loads: one card on phones, three from 768 px. */
function CarouselPlaceholder() {
  return (
    <div role="status" aria-busy="true" aria-label="Loading example cards">
      <div className="grid gap-4 py-2 md:grid-cols-3">
        {[0, 1, 2].map((index) => (
          <div key={index} className={cn('overflow-hidden rounded-xl border bg-card shadow-card', index > 0 && 'max-md:hidden')}>
            <div className="aspect-[2/3] animate-pulse bg-muted" />
            <div className="h-[4.25rem] sm:h-[4.75rem] md:h-[7.25rem]" />
          </div>
        ))}
      </div>
      <div className="mt-6 h-10" />
    </div>
  )
}
