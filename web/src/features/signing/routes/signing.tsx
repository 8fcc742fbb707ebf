import { useParams, useSearchParams } from 'react-router'
import { useSigningPage } from '../api/get-signing-page'
import { SigningPage } from '../components/signing-page'
import { SigningCardGone, SigningLinkInvalid, SigningLoadFailed, SigningSkeleton } from '../components/signing-notices'

/** /sign/{token}: a group card's signing page (`?reminders=off` from a reminder's link). Public:
 * the token is the only key. */
export function SigningRoute() {
  const { token = '' } = useParams()
  const [searchParams] = useSearchParams()
  const lookup = useSigningPage(token)

  if (lookup.isPending) return <SigningSkeleton />
  if (lookup.isError) return <SigningLoadFailed onRetry={() => void lookup.refetch()} retrying={lookup.isFetching} />
  if (lookup.data.status === 'not-found') return <SigningLinkInvalid />
  if (lookup.data.status === 'gone') return <SigningCardGone />
  return <SigningPage token={token} card={lookup.data.card} remindersOff={searchParams.get('reminders') === 'off'} />
}
