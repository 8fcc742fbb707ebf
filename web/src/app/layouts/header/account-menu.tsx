import { CreditCard, Images, LayoutDashboard, LogOut } from 'lucide-react'
import { Link } from 'react-router'
import { Button } from '@/components/ui/button'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu'
import { UserAvatar } from '@/components/ui/user-avatar'
import type { User } from '@/lib/auth'
import { CreditBalance } from './credit-balance'
import { ACCOUNT_LINKS } from './nav-links'

export const ACCOUNT_LINK_ICONS: Record<string, typeof LayoutDashboard> = {
  '/dashboard': LayoutDashboard,
  '/gallery': Images,
  '/purchase': CreditCard,
}

interface AccountMenuProps {
  user: User
  onLogout: () => void
  loggingOut: boolean
}

/** Credits, Buy Credits and the avatar menu, for signed-in users from 768 px. */
export function AccountMenu({ user, onLogout, loggingOut }: AccountMenuProps) {
  return (
    <div className="hidden items-center gap-3 md:flex">
      <CreditBalance credits={user.credits} />
      <Button asChild size="sm" variant="secondary">
        <Link to="/purchase">Buy Credits</Link>
      </Button>
      <DropdownMenu modal={false}>
        <DropdownMenuTrigger
          aria-label="Open account menu"
          className="flex rounded-full transition-shadow hover:ring-4 hover:ring-secondary data-[state=open]:ring-4 data-[state=open]:ring-secondary"
        >
          <UserAvatar username={user.username} />
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end" className="w-60">
          <DropdownMenuLabel className="pb-1">My Account</DropdownMenuLabel>
          <p className="truncate px-2.5 pb-2 text-xs text-muted-foreground">
            {user.username} · {user.email}
          </p>
          <DropdownMenuSeparator />
          <DropdownMenuGroup>
            {ACCOUNT_LINKS.map(({ label, to }) => {
              const Icon = ACCOUNT_LINK_ICONS[to]
              return (
                <DropdownMenuItem key={to} asChild>
                  <Link to={to}>
                    <Icon aria-hidden />
                    {label}
                  </Link>
                </DropdownMenuItem>
              )
            })}
          </DropdownMenuGroup>
          <DropdownMenuSeparator />
          <DropdownMenuItem disabled={loggingOut} onSelect={onLogout}>
            <LogOut aria-hidden />
            {loggingOut ? 'Logging out...' : 'Logout'}
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
    </div>
  )
}
