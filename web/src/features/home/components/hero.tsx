import { ArrowRight, Gift, Sparkles } from 'lucide-react'
import { Link } from 'react-router'
import { Button } from '@/components/ui/button'
import { useAuth } from '@/lib/auth'
import { cn } from '@/lib/utils'
import { HeroArt } from './hero-art'

/**
 * The first screen of the home page. Its words hold whichever image maker the site runs (an image
 * model, or the built-in offline designer, which designs from occasion, style and words and draws
 * nothing of a description): the page is prerendered, so it cannot wait to ask which.
 */
export function Hero() {
  const { status } = useAuth()
  const signedIn = status === 'authenticated'
  return (
    <section className="relative isolate overflow-hidden">
      <div
        aria-hidden
        className="absolute inset-0 -z-10 bg-[radial-gradient(55rem_35rem_at_85%_10%,#fde1d8_0%,transparent_65%),radial-gradient(40rem_28rem_at_0%_100%,#fff1cf_0%,transparent_60%)]"
      />
      <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 pt-12 pb-16 sm:px-6 sm:pt-16 lg:grid-cols-2 lg:gap-8 lg:pt-24 lg:pb-28">
        <div className="text-center lg:text-left">
          <p className="inline-flex items-center gap-2 rounded-full border border-primary/20 bg-card/80 px-3.5 py-1.5 text-xs font-semibold tracking-wide text-secondary-foreground uppercase shadow-xs">
            <Sparkles aria-hidden className="size-3.5 text-primary" />
            Cards and images · ready in seconds
          </p>
          <h1 className="mt-6 font-display text-4xl leading-[1.05] font-semibold tracking-tight text-plum sm:text-5xl lg:text-6xl">
            Create custom images for <span className="text-primary italic">any occasion</span>
          </h1>
          <p className="mx-auto mt-5 max-w-xl text-lg text-muted-foreground lg:mx-0">
            Pick the occasion and a style, add your own words, and Cardsmith makes a finished greeting card or image in
            seconds, ready to download in high resolution or share.
          </p>
          <div className="mt-8 flex flex-col items-center gap-3 sm:flex-row sm:justify-center lg:justify-start">
            <Button asChild size="lg" className={cn('w-full sm:w-auto', status === 'loading' && 'invisible')}>
              {signedIn ? (
                <Link to="/generate">
                  Create Your First Image <ArrowRight aria-hidden />
                </Link>
              ) : (
                <Link to="/signup">
                  Sign Up &amp; Create <ArrowRight aria-hidden />
                </Link>
              )}
            </Button>
            <Button asChild size="lg" variant="outline" className="w-full sm:w-auto">
              <a href="#pricing">View Pricing</a>
            </Button>
          </div>
          <p className="mt-6 flex items-center justify-center gap-2 text-sm font-medium text-plum-soft lg:justify-start">
            <Gift aria-hidden className="size-4 shrink-0 text-primary" />
            10 free credits when you sign up
          </p>
        </div>
        <HeroArt />
      </div>
    </section>
  )
}
