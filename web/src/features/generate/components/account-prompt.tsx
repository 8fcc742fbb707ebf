import { Gift, LogIn, UserPlus } from 'lucide-react'
import { Link, useLocation } from 'react-router'
import { Button } from '@/components/ui/button'
import { loginUrl, signupUrl } from '@/lib/auth-urls'

/** What a visitor sees instead of the image form. */
export function AccountPrompt() {
  // Keep the query (a prompt picked on the prompt ideas page, say) so it is still there after signing in.
  const { search } = useLocation()
  const back = `/generate${search}`
  return (
    <section className="mx-auto max-w-xl rounded-xl border bg-card px-6 py-10 text-center shadow-card sm:px-10 sm:py-12">
      <span className="mx-auto flex size-14 items-center justify-center rounded-full bg-secondary text-primary">
        <Gift aria-hidden className="size-6" />
      </span>
      <h2 className="mt-5 font-display text-2xl font-semibold tracking-tight text-plum sm:text-3xl">
        Create an Account to Generate Images
      </h2>
      <p className="mt-3 text-muted-foreground">
        Sign up free and get 10 credits to try it out. Every image you make is kept in your gallery, ready to download or
        share.
      </p>
      <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:justify-center">
        <Button asChild size="lg">
          <Link to={signupUrl(back)}>
            <UserPlus aria-hidden />
            Create an Account
          </Link>
        </Button>
        <Button asChild size="lg" variant="outline">
          <Link to={loginUrl(back)}>
            <LogIn aria-hidden />
            Log In
          </Link>
        </Button>
      </div>
    </section>
  )
}
