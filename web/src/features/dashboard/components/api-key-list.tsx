import type { UseQueryResult } from '@tanstack/react-query'
import { KeyRound } from 'lucide-react'
import { formatDate } from '@/lib/dates'
import { MAX_API_KEYS, type ApiKey } from '../api/get-api-keys'
import { LoadError } from '@/components/ui/load-error'
import { RevokeApiKeyButton } from './revoke-api-key-button'

/** The live keys: which is which (name, first characters), and whether each is in use. */
export function ApiKeyList({ keys }: { keys: UseQueryResult<ApiKey[]> }) {
  if (keys.isPending) return <p className="text-sm text-muted-foreground">Loading your API keys…</p>
  if (keys.isError) return <LoadError what="your API keys" onRetry={() => void keys.refetch()} />
  if (keys.data.length === 0) {
    return <p className="text-sm text-muted-foreground">No API keys yet. Create one to start calling the API.</p>
  }
  return (
    <div className="grid gap-2">
      <p className="text-xs text-muted-foreground">
        {keys.data.length} of {MAX_API_KEYS} keys
      </p>
      <ul aria-label="API keys" className="divide-y rounded-lg border">
        {keys.data.map((key) => (
          <li key={key.id} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 px-4 py-3">
            <div className="flex min-w-0 items-start gap-3">
              <KeyRound aria-hidden className="mt-0.5 size-4 shrink-0 text-primary" />
              <div className="min-w-0">
                <p className="font-semibold break-words text-foreground">{key.name}</p>
                <p className="mt-0.5 flex flex-wrap gap-x-3 gap-y-0.5 text-xs text-muted-foreground">
                  <code className="font-mono text-foreground">{key.prefix}…</code>
                  <span>Created {formatDate(key.createdAt)}</span>
                  <span>Last used {key.lastUsedAt ? formatDate(key.lastUsedAt) : 'Never'}</span>
                </p>
              </div>
            </div>
            <RevokeApiKeyButton apiKey={key} />
          </li>
        ))}
      </ul>
    </div>
  )
}
