import { LogOut } from 'lucide-react'
import { useState, type ReactElement } from 'react'
import { Link, useLocation } from 'react-router'
import { BrandLogo } from '@/components/brand/brand-logo'
import { Button } from '@/components/ui/button'
import { Sheet, SheetClose, SheetContent, SheetDescription, SheetTitle, SheetTrigger } from '@/components/ui/sheet'
import { UserAvatar } from '@/components/ui/user-avatar'
import type { User } from '@/lib/auth'
import { formatCredits } from '@/lib/format'
import { cn } from '@/lib/utils'
import { ACCOUNT_LINKS, BLOG_LINKS, BLOG_MENU_TITLE, isLinkActive, MAIN_LINKS, type NavLinkItem } from './nav-links'

interface MobileMenuProps {
  trigger: ReactElement
  user: User | null
  onLogout: () => void
  loggingOut: boolean
}

/** The slide-in menu itself. Loaded on demand (see MobileNav); mounts open. */
export function MobileMenu({ trigger, user, onLogout, loggingOut }: MobileMenuProps) {
  const [open, setOpen] = useState(true)
  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <SheetTrigger asChild>{trigger}</SheetTrigger>
      <SheetContent className="overflow-y-auto">
        <div className="flex items-center border-b px-5 py-4">
          <SheetTitle asChild>
            <div>
              <BrandLogo onNavigate={() => setOpen(false)} />
            </div>
          </SheetTitle>
        </div>
        {user ? <SignedInSummary user={user} /> : <SheetDescription className="sr-only">Site navigation</SheetDescription>}
        <nav aria-label="Mobile" className="flex flex-1 flex-col gap-6 px-3 py-5">
          <LinkGroup links={MAIN_LINKS} />
          {/* The account's own pages come before the blog's many links: they are what a signed-in
              person opens the menu for. Buy Credits already stands beside the balance above. */}
          {user ? <LinkGroup title="My Account" links={ACCOUNT_LINKS.filter((link) => link.to !== '/purchase')} /> : null}
          <LinkGroup title={BLOG_MENU_TITLE} links={BLOG_LINKS} />
        </nav>
        <div className="sticky bottom-0 grid gap-2 border-t bg-background px-5 py-4">
          {user ? (
            <Button
              variant="outline"
              disabled={loggingOut}
              onClick={() => {
                setOpen(false)
                onLogout()
              }}
            >
              <LogOut aria-hidden />
              {loggingOut ? 'Logging out...' : 'Logout'}
            </Button>
          ) : (
            <>
              <SheetClose asChild>
                <Button asChild>
                  <Link to="/signup">Sign Up</Link>
                </Button>
              </SheetClose>
              <SheetClose asChild>
                <Button asChild variant="outline">
                  <Link to="/login">Login</Link>
                </Button>
              </SheetClose>
            </>
          )}
        </div>
      </SheetContent>
    </Sheet>
  )
}

function SignedInSummary({ user }: { user: User }) {
  return (
    <div className="grid gap-3 border-b bg-muted/50 px-5 py-4">
      <div className="flex items-center gap-3">
        <UserAvatar username={user.username} className="size-11" />
        <div className="min-w-0">
          <p className="truncate font-semibold">{user.username}</p>
          <SheetDescription>
            <span className="font-semibold text-foreground tabular-nums">{formatCredits(user.credits)}</span> Credits
          </SheetDescription>
        </div>
      </div>
      <SheetClose asChild>
        <Button asChild variant="secondary" size="sm">
          <Link to="/purchase">Buy Credits</Link>
        </Button>
      </SheetClose>
    </div>
  )
}

function LinkGroup({ title, links }: { title?: string; links: NavLinkItem[] }) {
  const location = useLocation()
  return (
    <div>
      {title ? (
        <p className="px-3 pb-2 text-xs font-semibold tracking-wider text-muted-foreground uppercase">{title}</p>
      ) : null}
      <ul className="grid gap-0.5">
        {links.map((link) => {
          const active = isLinkActive(link.to, location)
          return (
            <li key={link.to}>
              <SheetClose asChild>
                <Link
                  to={link.to}
                  aria-current={active ? 'page' : undefined}
                  className={cn(
                    'block rounded-md px-3 py-2.5 text-base font-medium transition-colors hover:bg-secondary/70',
                    active && 'bg-secondary text-secondary-foreground',
                  )}
                >
                  {link.label}
                </Link>
              </SheetClose>
            </li>
          )
        })}
      </ul>
    </div>
  )
}
