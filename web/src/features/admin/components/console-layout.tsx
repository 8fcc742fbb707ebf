import type { ReactNode } from 'react'
import { Link, useLocation } from 'react-router'
import { cn } from '@/lib/utils'
import type { StaffSession } from '../api/staff-session'
import { Badge } from './badge'

/** The console's places; an account's page belongs to "Find an account", where it is found. */
const NAVIGATION = [
  { to: '/admin/overview', label: 'Overview', covers: (path: string) => path.startsWith('/admin/overview') },
  { to: '/admin', label: 'Find an account', covers: (path: string) => path === '/admin' || path.startsWith('/admin/accounts') },
  { to: '/admin/moderation', label: 'Moderation', covers: (path: string) => path.startsWith('/admin/moderation') },
  { to: '/admin/audit', label: 'Audit log', covers: (path: string) => path.startsWith('/admin/audit') },
]

interface ConsoleLayoutProps {
  session: StaffSession
  /** False while the second factor is asked for: there is nowhere to go until then. */
  showNavigation: boolean
  children: ReactNode
}

/** The console's frame: who is at it, with what role, and its places. */
export function ConsoleLayout({ session, showNavigation, children }: ConsoleLayoutProps) {
  const path = useLocation().pathname.replace(/\/+$/, '') || '/'
  return (
    <div className="min-h-[70vh] text-sm">
      <div className="border-b bg-card">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-6 gap-y-2 px-4 py-2.5">
          <p className="font-semibold text-plum">Cardsmith console</p>
          {showNavigation ? (
            <nav aria-label="Console" className="flex flex-wrap gap-1">
              {NAVIGATION.map(({ to, label, covers }) => {
                const current = covers(path)
                return (
                  <Link
                    key={to}
                    to={to}
                    aria-current={current ? 'page' : undefined}
                    className={cn(
                      'rounded px-2.5 py-1.5 font-medium text-muted-foreground hover:bg-muted hover:text-foreground',
                      current && 'bg-muted text-foreground',
                    )}
                  >
                    {label}
                  </Link>
                )
              })}
            </nav>
          ) : null}
          <p className="flex min-w-0 items-center gap-2 text-muted-foreground sm:ml-auto">
            <span className="truncate">{session.email}</span>
            <Badge tone={session.role === 'admin' ? 'warning' : 'neutral'}>{session.role}</Badge>
          </p>
        </div>
      </div>
      <div className="mx-auto max-w-7xl px-4 py-5 sm:py-6">{children}</div>
    </div>
  )
}
