import { BookOpen, Brush, Sparkles, UserPlus } from 'lucide-react'
import { Link } from 'react-router'
import { Button } from '@/components/ui/button'
import { useAuth } from '@/lib/auth'

/** The last word: start a card, read how AI cards work, and generate (or sign up to). */
export function ClosingCta() {
  const signedIn = useAuth().status === 'authenticated'
  return (
    <section aria-labelledby="closing-title" className="px-4 py-16 sm:px-6 sm:py-24">
      <div className="relative isolate mx-auto max-w-5xl overflow-hidden rounded-2xl bg-plum px-6 py-12 text-center text-white shadow-lift sm:px-12 sm:py-16">
        <div
          aria-hidden
          className="absolute inset-0 -z-10 bg-[radial-gradient(35rem_20rem_at_100%_0%,rgb(214_64_90/0.55)_0%,transparent_70%),radial-gradient(30rem_18rem_at_0%_100%,rgb(243_182_63/0.3)_0%,transparent_70%)]"
        />
        <h2 id="closing-title" className="font-display text-3xl font-semibold tracking-tight sm:text-4xl">
          Make someone&apos;s day
        </h2>
        <p className="mx-auto mt-4 max-w-xl text-lg text-white/80">
          Your next card is one sentence away. Start with the wizard, or read how AI greeting cards come together first.
        </p>
        <div className="mt-8 flex flex-col items-stretch gap-3 sm:flex-row sm:flex-wrap sm:justify-center">
          <Button asChild size="lg">
            <Link to="/create">
              <Brush aria-hidden />
              Create a Card
            </Link>
          </Button>
          {signedIn ? (
            <Button asChild size="lg" variant="secondary">
              <Link to="/generate">
                <Sparkles aria-hidden />
                Generate an Image
              </Link>
            </Button>
          ) : (
            <Button asChild size="lg" variant="secondary">
              <Link to="/signup">
                <UserPlus aria-hidden />
                Sign Up Free
              </Link>
            </Button>
          )}
          <Button asChild size="lg" variant="ghost" className="text-white hover:bg-white/10">
            <Link to="/article">
              <BookOpen aria-hidden />
              Learn About AI Cards
            </Link>
          </Button>
        </div>
      </div>
    </section>
  )
}
