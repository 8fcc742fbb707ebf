import { useState } from 'react'
import { useParams, useSearchParams } from 'react-router'
import { useReceivedCard } from '../api/get-received-card'
import { CardGone, CardLoadFailed, CardNotFound, CardReported } from '../components/card-notices'
import { CardPageSkeleton } from '../components/card-page-skeleton'
import { ReceivedCardPage } from '../components/received-card-page'

/** /c/{token}: the page the email's "Open your card" button leads to (`?report=1` from its
 * "Report abuse" link). Public: the token is the only key. */
export function ReceivedCardRoute() {
  const { token = '' } = useParams()
  const [searchParams, setSearchParams] = useSearchParams()
  const lookup = useReceivedCard(token)
  const [reported, setReported] = useState(false)

  // Closing the report question tidies the address, so a reload does not ask again.
  const forgetReportLink = () => {
    if (!searchParams.has('report')) return
    const next = new URLSearchParams(searchParams)
    next.delete('report')
    setSearchParams(next, { replace: true })
  }

  if (reported) return <CardReported />
  if (lookup.isPending) return <CardPageSkeleton />
  if (lookup.isError) return <CardLoadFailed onRetry={() => void lookup.refetch()} retrying={lookup.isFetching} />
  if (lookup.data.status === 'not-found') return <CardNotFound />
  if (lookup.data.status === 'gone') return <CardGone />
  return (
    <ReceivedCardPage
      token={token}
      card={lookup.data.card}
      reportAsked={searchParams.get('report') === '1'}
      onReportClosed={forgetReportLink}
      onReported={() => {
        forgetReportLink()
        setReported(true)
      }}
    />
  )
}
