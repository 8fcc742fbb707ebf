import { Route, Routes } from 'react-router'
import type { StaffSession } from '../api/staff-session'
import { ConsoleLayout } from '../components/console-layout'
import { SecondFactorPrompt } from '../components/second-factor-prompt'
import { useConsoleTitle } from '../hooks/use-console-title'
import { useSecondFactorWatch } from '../hooks/use-second-factor-watch'
import { AccountRoute } from './account'
import { AuditLogRoute } from './audit-log'
import { ConsoleNotFound } from './console-not-found'
import { FindAccountRoute } from './find-account'
import { ModerationRoute } from './moderation'
import { OverviewRoute } from './overview'

/** The operator console, for staff only (see ConsoleGate). Its pages open once the second
 * factor has been proved in the last 12 hours; until then it asks for it. */
export function OperatorConsole({ session }: { session: StaffSession }) {
  useSecondFactorWatch()
  const open = Boolean(session.secondFactorUntil)
  return (
    <ConsoleLayout session={session} showNavigation={open}>
      {open ? (
        <Routes>
          <Route index element={<FindAccountRoute />} />
          <Route path="overview" element={<OverviewRoute />} />
          <Route path="accounts/:id" element={<AccountRoute session={session} />} />
          <Route path="moderation" element={<ModerationRoute session={session} />} />
          <Route path="audit" element={<AuditLogRoute />} />
          <Route path="*" element={<ConsoleNotFound />} />
        </Routes>
      ) : (
        <ProveSecondFactor session={session} />
      )}
    </ConsoleLayout>
  )
}

function ProveSecondFactor({ session }: { session: StaffSession }) {
  useConsoleTitle("Confirm it's you")
  return <SecondFactorPrompt session={session} />
}
