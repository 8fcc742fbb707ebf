import { LockKeyhole } from 'lucide-react'
import { Link } from 'react-router'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { loginUrl, signupUrl } from '@/lib/auth-urls'

interface AuthenticationRequiredProps {
  /** Where logging in or signing up comes back to. */
  returnTo?: string
  /** What logging in is for. */
  description?: string
}

/** What a visitor sees on a page for signed-in users: /dashboard and its pages, /sent. */
export function AuthenticationRequired({
  returnTo = '/dashboard',
  description = 'Please log in to view your dashboard',
}: AuthenticationRequiredProps) {
  return (
    <div className="mx-auto w-full max-w-md px-4 py-16 sm:py-24">
      <Card className="text-center">
        <CardHeader className="items-center">
          <span className="mb-2 flex size-12 items-center justify-center rounded-full bg-secondary text-primary">
            <LockKeyhole aria-hidden className="size-5" />
          </span>
          <CardTitle>Authentication Required</CardTitle>
          <CardDescription className="text-base">{description}</CardDescription>
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
