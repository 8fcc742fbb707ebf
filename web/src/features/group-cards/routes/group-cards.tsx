import { Users } from 'lucide-react'
import { Link } from 'react-router'
import { AccountLoading } from '@/components/account/account-loading'
import { AuthenticationRequired } from '@/components/account/authentication-required'
import { Button } from '@/components/ui/button'
import { LoadError } from '@/components/ui/load-error'
import { useAuth } from '@/lib/auth'
import { useGroupCards } from '../api/get-group-cards'
import { GroupCardItem } from '../components/group-card-item'

/** /group-cards: the cards the user is collecting signatures for, and the ones that went. */
export function GroupCardsRoute() {
  const auth = useAuth()
  if (auth.status === 'loading') return <AccountLoading label="Loading your group cards..." />
  if (auth.status === 'anonymous') {
    return <AuthenticationRequired returnTo="/group-cards" description="Please log in to see your group cards" />
  }
  return <GroupCardsPage />
}

function GroupCardsPage() {
  const cards = useGroupCards()
  return (
    <div className="mx-auto grid max-w-4xl gap-6 px-4 py-8 sm:gap-8 sm:px-6 sm:py-14 [&>*]:min-w-0">
      <header>
        <h1 className="font-display text-3xl font-semibold tracking-tight text-plum sm:text-4xl">Group cards</h1>
        <p className="mt-2 max-w-2xl text-muted-foreground">
          Cards many people sign from one link. Start one from any card in your gallery with <b>Group card</b>.
        </p>
      </header>
      {cards.isPending ? (
        <AccountLoading label="Loading your group cards..." />
      ) : cards.isError ? (
        <LoadError what="group cards" onRetry={() => void cards.refetch()} />
      ) : cards.data.groupCards.length === 0 ? (
        <div className="grid justify-items-center gap-4 rounded-xl border border-dashed p-10 text-center">
          <Users aria-hidden className="size-10 text-primary" />
          <p className="max-w-md text-muted-foreground">
            No group cards yet. Open a card in your gallery and choose Group card: everyone you share the link with
            adds their own message.
          </p>
          <Button asChild>
            <Link to="/gallery">Go to your gallery</Link>
          </Button>
        </div>
      ) : (
        <ol aria-label="Group cards, newest first" className="grid gap-4">
          {cards.data.groupCards.map((card) => (
            <li key={card.id}>
              <GroupCardItem card={card} />
            </li>
          ))}
        </ol>
      )}
    </div>
  )
}
