import { CircleAlert, Download, LoaderCircle, RefreshCw } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { useLocation } from 'react-router'
import { FormAlert } from '@/components/form/form-alert'
import { Button } from '@/components/ui/button'
import { LoadError } from '@/components/ui/load-error'
import { getErrorMessage } from '@/lib/api-client'
import { formatDate } from '@/lib/dates'
import { formatBytes } from '@/lib/format'
import { useDataExport, useRequestDataExport, type DataExport as Archive } from '../api/data-export'

/** The block's id: the "Your data is ready" email links to /dashboard#your-data. */
export const YOUR_DATA_ID = 'your-data'

export const EXPORT_NOT_STARTED_FALLBACK = 'Could not start your archive. Please try again.'

/** Account settings → Your data: an archive of the account's data, made in the background,
 * announced by email and downloadable for 7 days. */
export function DataExport() {
  const archive = useDataExport()
  const request = useRequestDataExport()
  const [failure, setFailure] = useState<string | null>(null)
  useRevealWhenLinked(archive.isSuccess)

  if (archive.isPending) return <p className="text-sm text-muted-foreground">Loading…</p>
  if (archive.isError) return <LoadError what="data archive" onRetry={() => void archive.refetch()} />

  const start = () => {
    setFailure(null)
    request.mutate(undefined, { onError: (error) => setFailure(getErrorMessage(error, EXPORT_NOT_STARTED_FALLBACK)) })
  }
  return (
    <div className="grid gap-4">
      {/* Stays mounted while the archive moves on, so screen readers hear "ready" or "failed". */}
      <div role="status" className="grid gap-1 text-sm">
        <StatusLines archive={archive.data} />
      </div>
      <FormAlert message={failure} />
      <Actions archive={archive.data} starting={request.isPending} onStart={start} />
    </div>
  )
}

interface ActionsProps {
  archive: Archive | null
  starting: boolean
  onStart: () => void
}

/** What can be done next: ask for an archive, or download the ready one (or make a new one);
 * nothing while one is being made. Stacked on a phone, in a row from `sm` up. */
function Actions({ archive, starting, onStart }: ActionsProps) {
  if (archive?.status === 'building') return null
  const startButton = (label: string, variant: 'default' | 'outline') => (
    <Button variant={variant} size="sm" className="w-full sm:w-auto" disabled={starting} aria-busy={starting} onClick={onStart}>
      {starting ? <LoaderCircle aria-hidden className="animate-spin" /> : variant === 'outline' ? <RefreshCw aria-hidden /> : <Download aria-hidden />}
      {label}
    </Button>
  )
  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:items-center">
      {archive === null ? startButton('Download my data', 'default') : null}
      {archive?.status === 'failed' ? startButton('Try again', 'default') : null}
      {archive?.status === 'ready' && archive.downloadUrl ? (
        <Button asChild size="sm" className="w-full sm:w-auto">
          <a href={archive.downloadUrl} download>
            <Download aria-hidden />
            Download archive
          </a>
        </Button>
      ) : null}
      {archive?.status === 'ready' ? startButton('Make a new one', 'outline') : null}
    </div>
  )
}

function StatusLines({ archive }: { archive: Archive | null }) {
  if (archive === null) {
    return (
      <p className="max-w-prose text-muted-foreground">
        You have no archive yet. We make it in the background and email you when it's ready to download.
      </p>
    )
  }
  if (archive.status === 'building') {
    return (
      <>
        <p className="flex items-center gap-2 font-semibold text-foreground">
          <LoaderCircle aria-hidden className="size-4 shrink-0 animate-spin text-primary" />
          Preparing your archive…
        </p>
        <p className="text-muted-foreground">We'll email you when it's ready. You can leave this page.</p>
      </>
    )
  }
  if (archive.status === 'failed') {
    return (
      <p className="flex items-start gap-2 text-destructive">
        <CircleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
        We could not make your archive. Please try again.
      </p>
    )
  }
  const size = archive.sizeBytes === null ? '' : ` (${formatBytes(archive.sizeBytes)})`
  return (
    <>
      <p className="text-foreground">
        Your archive from {formatDate(archive.requestedAt)} is ready{size}.
      </p>
      {archive.expiresAt ? (
        <p className="text-muted-foreground">You can download it until {formatDate(archive.expiresAt)}.</p>
      ) : null}
    </>
  )
}

/** Opened from the email's link by a fresh page load, the block exists only once the dashboard
 * has loaded, after the browser looked for it: bring it into view then, once. */
function useRevealWhenLinked(loaded: boolean) {
  const { hash } = useLocation()
  const revealed = useRef(false)
  useEffect(() => {
    if (!loaded || revealed.current || hash !== `#${YOUR_DATA_ID}`) return
    revealed.current = true
    document.getElementById(YOUR_DATA_ID)?.scrollIntoView?.({ block: 'start' })
  }, [loaded, hash])
}
