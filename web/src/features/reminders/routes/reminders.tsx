import { AccountLoading } from '@/components/account/account-loading'
import { AuthenticationRequired } from '@/components/account/authentication-required'
import { useAuth } from '@/lib/auth'
import { RemindersPage } from '../components/reminders-page'

/** /reminders: Dates to remember, for signed-in users. */
export function RemindersRoute() {
  const auth = useAuth()
  if (auth.status === 'loading') return <AccountLoading label="Loading your dates…" />
  if (auth.status === 'anonymous') {
    return <AuthenticationRequired returnTo="/reminders" description="Please log in to see your dates to remember" />
  }
  return <RemindersPage />
}
