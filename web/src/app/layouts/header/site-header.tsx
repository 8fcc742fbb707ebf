import { Link, useNavigate } from 'react-router'
import { BrandLogo } from '@/components/brand/brand-logo'
import { Button } from '@/components/ui/button'
import { LOGOUT_FAILED_FALLBACK, useLogout } from '@/features/auth/api/logout'
import { getErrorMessage } from '@/lib/api-client'
import { useAuth } from '@/lib/auth'
import { toast } from '@/lib/toast'
import { AccountMenu } from './account-menu'
import { CreditBalance } from './credit-balance'
import { DesktopNav } from './desktop-nav'
import { MobileNav } from './mobile-nav'

/**
 * From 1024 px everything sits on one row. From 768 px to 1023 px the links take a second row,
 * so the balance, its 'Credits' label and Buy Credits keep their room; below 768 px the links
 * move into the slide-in menu.
 */
export function SiteHeader() {
  const auth = useAuth()
  const navigate = useNavigate()
  const logout = useLogout({
    mutationConfig: {
      // Spec §4: logout goes home. (The hook forgets the session once this is done.)
      onSuccess: async () => {
        await navigate('/')
        toast({ title: 'Logged out', description: "You've been successfully logged out." })
      },
      onError: (error) =>
        toast({ variant: 'destructive', title: 'Logout failed', description: getErrorMessage(error, LOGOUT_FAILED_FALLBACK) }),
    },
  })
  const onLogout = () => logout.mutate()

  return (
    <header className="sticky top-0 z-40 border-b border-border/70 bg-background/85 backdrop-blur-md supports-[backdrop-filter]:bg-background/75">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-3 px-4 lg:flex-nowrap lg:gap-x-4 lg:px-6">
        <div className="mr-auto flex h-16 items-center lg:mr-2">
          <BrandLogo wordmarkClassName="lg:max-xl:sr-only" />
        </div>
        <DesktopNav />
        <div className="flex h-16 items-center gap-2 lg:ml-auto">
          {auth.status === 'authenticated' ? (
            <>
              <CreditBalance credits={auth.user.credits} className="md:hidden" />
              <AccountMenu user={auth.user} onLogout={onLogout} loggingOut={logout.isPending} />
            </>
          ) : auth.status === 'anonymous' ? (
            <div className="hidden items-center gap-2 md:flex">
              <Button asChild variant="ghost" size="sm">
                <Link to="/login">Login</Link>
              </Button>
              <Button asChild size="sm">
                <Link to="/signup">Sign Up</Link>
              </Button>
            </div>
          ) : (
            <span aria-hidden className="hidden h-9 w-36 animate-pulse rounded-full bg-muted md:block" />
          )}
          <MobileNav user={auth.user} onLogout={onLogout} loggingOut={logout.isPending} />
        </div>
      </div>
    </header>
  )
}
