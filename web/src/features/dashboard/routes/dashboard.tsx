import { AccountLoading } from '@/components/account/account-loading'
import { AuthenticationRequired } from '@/components/account/authentication-required'
import { useAuth, type User } from '@/lib/auth'
import { AccountSettings } from '../components/account-settings'
import { RecentImagesSection } from '../components/recent-images-section'
import { SummaryCards } from '../components/summary-cards'
import { TransactionHistory } from '../components/transaction-history'

export function DashboardRoute() {
  const auth = useAuth()
  if (auth.status === 'loading') return <AccountLoading />
  if (auth.status === 'anonymous') return <AuthenticationRequired />
  return <Dashboard user={auth.user} />
}

function Dashboard({ user }: { user: User }) {
  return (
    <div className="mx-auto grid max-w-6xl gap-6 px-4 py-8 sm:gap-8 sm:px-6 sm:py-14 [&>*]:min-w-0">
      <header>
        <p className="text-sm font-semibold tracking-wider text-primary uppercase">Dashboard</p>
        <h1 className="mt-2 font-display text-3xl font-semibold tracking-tight break-words text-plum sm:text-4xl">
          Welcome back, {user.username}
        </h1>
        <p className="mt-2 text-muted-foreground">Your credits, recent creations and account in one place.</p>
      </header>
      <SummaryCards />
      <RecentImagesSection />
      <TransactionHistory />
      <AccountSettings user={user} />
    </div>
  )
}
