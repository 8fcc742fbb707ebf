import { Link } from 'react-router'
import { BrandLogo } from '@/components/brand/brand-logo'
import { Button } from '@/components/ui/button'
import { useLogout } from '@/features/auth/api/logout'
import { useAuth } from '@/lib/auth'
import { AccountMenu } from './account-menu'
import { CreditBalance } from './credit-balance'
import { DesktopNav } from './desktop-nav'
import { MobileNav } from './mobile-nav'

export function SiteHeader() {
  const auth = useAuth()
  const logout = useLogout()
  const onLogout = () => logout.mutate()

  return (
    <header className="sticky top-0 z-40 border-b border-border/70 bg-background/85 backdrop-blur-md supports-[backdrop-filter]:bg-background/75">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-3 px-4 lg:gap-4 lg:px-6">
        <BrandLogo className="mr-auto md:mr-1 lg:mr-6" wordmarkClassName="md:max-lg:sr-only" />
        <DesktopNav />
        <div className="flex items-center gap-2 md:ml-auto">
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
