import { Menu } from 'lucide-react'
import { Button } from '@/components/ui/button'
import type { User } from '@/lib/auth'
import { deferredPart } from './deferred'
import { DeferredPopup } from './deferred-popup'

const mobileMenu = deferredPart(async () => (await import('./mobile-menu')).MobileMenu)

interface MobileNavProps {
  user: User | null
  onLogout: () => void
  loggingOut: boolean
}

/** Below 768 px the header's links live in a menu that slides in from the right. */
export function MobileNav({ user, onLogout, loggingOut }: MobileNavProps) {
  const trigger = (
    <Button variant="ghost" size="icon" className="md:hidden" aria-label="Open menu">
      <Menu aria-hidden className="size-5!" />
    </Button>
  )
  return (
    <DeferredPopup part={mobileMenu} popup="dialog" trigger={trigger}>
      {/* A dialog focuses its first link however it was opened. */}
      {(MobileMenu) => <MobileMenu trigger={trigger} user={user} onLogout={onLogout} loggingOut={loggingOut} />}
    </DeferredPopup>
  )
}
