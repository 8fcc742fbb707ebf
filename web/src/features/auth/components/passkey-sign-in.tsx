import { useQueryClient } from '@tanstack/react-query'
import { KeyRound } from 'lucide-react'
import { useEffect, useEffectEvent, useState } from 'react'
import { FormAlert } from '@/components/form/form-alert'
import { Button } from '@/components/ui/button'
import { getErrorMessage } from '@/lib/api-client'
import type { User } from '@/lib/auth'
import { usePasskeysHere } from '@/hooks/use-passkeys-here'
import { cancelPasskeyRequest, PasskeyCancelled, passkeyAutofillSupported } from '@/lib/passkeys'
import { rememberSignIn } from '../api/login'
import { PASSKEY_SIGN_IN_FAILED_FALLBACK, signInWithPasskey } from '../api/passkey-sign-in'

interface PasskeySignInProps {
  onSignedIn: () => Promise<void>
}

/**
 * "Sign in with a passkey" under the password form, and the same offer among the email box's
 * suggestions where the browser supports it (conditional mediation): that request waits in the
 * background while the page is open and is cancelled when the button starts its own. Shown
 * only where passkeys work: at the site's passkey address, in a browser that can use them.
 */
export function PasskeySignIn({ onSignedIn }: PasskeySignInProps) {
  const queryClient = useQueryClient()
  const available = usePasskeysHere().state === 'available'
  const [pending, setPending] = useState(false)
  const [error, setError] = useState<string | null>(null)
  // Each new value starts the background (autofill) request afresh, after a use of the button.
  const [autofillRound, setAutofillRound] = useState(0)
  const finish = async (user: User) => {
    rememberSignIn(queryClient, user)
    await onSignedIn()
  }
  // The background request's outcome, with this render's callbacks.
  const onAutofillSignIn = useEffectEvent(finish)
  const onAutofillFailure = useEffectEvent((failure: unknown) => {
    // Not restarted here: a server that keeps refusing would be asked again and again.
    if (!(failure instanceof PasskeyCancelled)) setError(getErrorMessage(failure, PASSKEY_SIGN_IN_FAILED_FALLBACK))
  })

  useEffect(() => {
    if (!available) return
    let live = true
    void (async () => {
      if (!(await passkeyAutofillSupported()) || !live) return
      try {
        const user = await signInWithPasskey({ autofill: true })
        if (live) await onAutofillSignIn(user)
      } catch (failure) {
        if (live) onAutofillFailure(failure)
      }
    })()
    return () => {
      live = false
      cancelPasskeyRequest()
    }
  }, [available, autofillRound])

  if (!available) return null

  const onClick = async () => {
    setError(null)
    setPending(true)
    try {
      // Starting a ceremony aborts the waiting autofill one.
      const user = await signInWithPasskey()
      await finish(user)
    } catch (failure) {
      if (!(failure instanceof PasskeyCancelled)) setError(getErrorMessage(failure, PASSKEY_SIGN_IN_FAILED_FALLBACK))
      setAutofillRound((round) => round + 1)
    } finally {
      setPending(false)
    }
  }

  return (
    <div className="grid gap-4">
      <div className="flex items-center gap-3 text-xs uppercase tracking-wide text-muted-foreground" aria-hidden="true">
        <span className="h-px flex-1 bg-border" />
        or
        <span className="h-px flex-1 bg-border" />
      </div>
      <FormAlert message={error} />
      <Button type="button" variant="outline" className="w-full" disabled={pending} onClick={() => void onClick()}>
        <KeyRound aria-hidden="true" />
        {pending ? 'Waiting for your passkey…' : 'Sign in with a passkey'}
      </Button>
    </div>
  )
}
