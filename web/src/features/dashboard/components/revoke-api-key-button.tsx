import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { ApiError, getErrorMessage } from '@/lib/api-client'
import { toast } from '@/lib/toast'
import type { ApiKey } from '../api/get-api-keys'
import { useRevokeApiKey } from '../api/revoke-api-key'

/** Revokes a key after the user confirms: whatever uses it stops working at once. */
export function RevokeApiKeyButton({ apiKey }: { apiKey: ApiKey }) {
  const [confirming, setConfirming] = useState(false)
  const revoke = useRevokeApiKey()
  const onConfirm = () =>
    revoke.mutate(apiKey.id, {
      onSuccess: () => {
        setConfirming(false)
        toast({ title: 'API key revoked', description: `“${apiKey.name}” no longer works.` })
      },
      onError: (error) => {
        setConfirming(false)
        if (error instanceof ApiError && error.status === 404) {
          toast({ title: 'API key revoked', description: `“${apiKey.name}” had already been revoked.` })
          return
        }
        toast({
          variant: 'destructive',
          title: 'Key not revoked',
          description: getErrorMessage(error, 'Could not revoke the key. Please try again.'),
        })
      },
    })
  return (
    <>
      <Button
        variant="outline"
        size="sm"
        className="text-destructive hover:border-destructive/40 hover:bg-destructive/5"
        aria-label={`Revoke ${apiKey.name}`}
        onClick={() => setConfirming(true)}
      >
        Revoke
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Revoke this API key?"
        description={`Anything using “${apiKey.name}” (${apiKey.prefix}…) will stop working at once. This can't be undone.`}
        confirmLabel="Revoke key"
        pending={revoke.isPending}
        onConfirm={onConfirm}
      />
    </>
  )
}
