import { Download, PenLine, SlidersHorizontal } from 'lucide-react'
import { SectionHeading } from './section-heading'

// Steps true for every image maker the site may run, as in the hero.
const STEPS = [
  {
    icon: PenLine,
    title: 'Say what it is for',
    text: 'Pick the occasion and an art style, and add your own words: a greeting, a name, a few lines from the heart.',
  },
  {
    icon: SlidersHorizontal,
    title: 'Choose size and quality',
    text: 'Pick square, portrait or landscape and the quality you need. Higher quality costs more credits.',
  },
  {
    icon: Download,
    title: 'Download or share',
    text: 'Download your creation in high resolution, or share it with friends and family straight away.',
  },
]

export function HowItWorks() {
  return (
    <section id="how-it-works" aria-labelledby="how-it-works-title" className="border-y bg-card/60 py-16 sm:py-24">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading id="how-it-works-title" eyebrow="How it works" title="From idea to finished card in three steps" />
        <ol className="mt-12 grid gap-6 md:grid-cols-3">
          {STEPS.map(({ icon: Icon, title, text }, index) => (
            <li key={title} className="relative rounded-xl border bg-background p-6 shadow-card sm:p-7">
              <div className="flex items-center gap-4">
                <span className="flex size-12 items-center justify-center rounded-full bg-secondary text-primary">
                  <Icon aria-hidden className="size-5" />
                </span>
                <span className="font-display text-4xl font-semibold text-primary/20" aria-hidden>
                  {index + 1}
                </span>
              </div>
              <h3 className="mt-5 text-lg font-semibold text-plum">
                <span className="sr-only">Step {index + 1}: </span>
                {title}
              </h3>
              <p className="mt-2 text-muted-foreground">{text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  )
}
