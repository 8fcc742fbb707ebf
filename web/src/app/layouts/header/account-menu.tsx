import { Link } from 'react-router'
import { Button } from '@/components/ui/button'
import { UserAvatar } from '@/components/ui/user-avatar'
import type { User } from '@/lib/auth'
import { CreditBalance } from './credit-balance'
import { deferredPart } from './deferred'
import { DeferredPopup } from './deferred-popup'

const accountDropdown = deferredPart(async () => (await import('./account-dropdown')).AccountDropdown)

interface AccountMenuProps {
  user: User
  onLogout: () => void
  loggingOut: boolean
}

/** Credits, Buy Credits and the avatar menu, for signed-in users from 768 px. */
export function AccountMenu({ user, onLogout, loggingOut }: AccountMenuProps) {
  const trigger = (
    <button
      type="button"
      aria-label="Open account menu"
      className="flex rounded-full transition-shadow hover:ring-4 hover:ring-secondary data-[state=open]:ring-4 data-[state=open]:ring-secondary"
    >
      <UserAvatar username={user.username} />
    </button>
  )
  return (
    <div className="hidden items-center gap-3 md:flex">
      <CreditBalance credits={user.credits} />
      <Button asChild size="sm" variant="secondary">
        <Link to="/purchase">Buy Credits</Link>
      </Button>
      <DeferredPopup part={accountDropdown} popup="menu" trigger={trigger}>
        {(AccountDropdown, opening) => (
          <AccountDropdown trigger={trigger} opening={opening} user={user} onLogout={onLogout} loggingOut={loggingOut} />
        )}
      </DeferredPopup>
    </div>
  )
}
