import { LockKeyhole } from 'lucide-react'
import { Link } from 'react-router'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { loginUrl, signupUrl } from '@/lib/auth-urls'

/** What a visitor sees at /dashboard (and its pages, `returnTo`). */
export function AuthenticationRequired({ returnTo = '/dashboard' }: { returnTo?: string }) {
  return (
    <div className="mx-auto w-full max-w-md px-4 py-16 sm:py-24">
      <Card className="text-center">
        <CardHeader className="items-center">
          <span className="mb-2 flex size-12 items-center justify-center rounded-full bg-secondary text-primary">
            <LockKeyhole aria-hidden className="size-5" />
          </span>
          <CardTitle>Authentication Required</CardTitle>
          <CardDescription className="text-base">Please log in to view your dashboard</CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-3">
          <Button asChild size="lg">
            <Link to={loginUrl(returnTo)}>Log In</Link>
          </Button>
          <p className="text-sm text-muted-foreground">
            New here?{' '}
            <Link to={signupUrl(returnTo)} className="font-semibold text-primary hover:underline">
              Create an account
            </Link>{' '}
            and get 10 free credits.
          </p>
        </CardContent>
      </Card>
    </div>
  )
}
