import { ArrowRight } from 'lucide-react'
import { Link } from 'react-router'
import { WizardLoader } from '../components/wizard-loader'

export function CreateRoute() {
  return (
    <div className="relative isolate">
      <div
        aria-hidden
        className="absolute inset-x-0 top-0 -z-10 h-80 bg-[radial-gradient(50rem_20rem_at_15%_0%,#fde4dc_0%,transparent_65%),radial-gradient(35rem_18rem_at_95%_10%,#fff0cc_0%,transparent_60%)]"
      />
      <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6 sm:py-14">
        <header className="mb-8 flex flex-col gap-4 sm:mb-10 md:flex-row md:items-end md:justify-between">
          <div>
            <h1 className="font-display text-3xl font-semibold tracking-tight text-plum sm:text-4xl">
              AI-Powered Card Creation
            </h1>
            <p className="mt-2 max-w-2xl text-muted-foreground">
              Six quick steps to a one-of-a-kind greeting card: pick the occasion and a style, add your words and a photo
              if you like.
            </p>
          </div>
          <Link
            to="/generate"
            className="inline-flex items-center gap-1.5 text-sm font-semibold whitespace-nowrap text-primary hover:underline"
          >
            Create a free-form image instead <ArrowRight aria-hidden className="size-4" />
          </Link>
        </header>
        <WizardLoader />
      </div>
    </div>
  )
}
