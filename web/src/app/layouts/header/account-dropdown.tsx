import { CalendarHeart, CreditCard, Images, LayoutDashboard, LogOut, Send, Users } from 'lucide-react'
import type { ReactElement } from 'react'
import { Link } from 'react-router'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu'
import type { User } from '@/lib/auth'
import type { Opening } from './deferred-popup'
import { ACCOUNT_LINKS } from './nav-links'
import { useKeyboardOpening } from './use-keyboard-opening'

const ACCOUNT_LINK_ICONS: Record<string, typeof LayoutDashboard> = {
  '/dashboard': LayoutDashboard,
  '/gallery': Images,
  '/sent': Send,
  '/group-cards': Users,
  '/reminders': CalendarHeart,
  '/purchase': CreditCard,
}

interface AccountDropdownProps {
  trigger: ReactElement
  opening: Opening
  user: User
  onLogout: () => void
  loggingOut: boolean
}

/** The avatar's menu: the account's pages and Logout. Loaded on demand (see AccountMenu). */
export function AccountDropdown({ trigger, opening, user, onLogout, loggingOut }: AccountDropdownProps) {
  const keyboardOpening = useKeyboardOpening(opening)
  return (
    <DropdownMenu modal={false} defaultOpen>
      <DropdownMenuTrigger asChild>{trigger}</DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-60" {...keyboardOpening}>
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
  )
}
