import { useState } from 'react'
import { useNavigate } from 'react-router'
import { getErrorMessage } from '@/lib/api-client'
import { useAuth } from '@/lib/auth'
import { loginUrl } from '@/lib/auth-urls'
import { toast } from '@/lib/toast'
import { CHECKOUT_FAILED_FALLBACK, useCreateCheckoutSession } from '../api/create-checkout-session'
import { usePageRestored } from './use-page-restored'

export interface Checkout {
  /** Buys a package: visitors are sent to log in first, signed-in users to the payment page. */
  start: (packageId: string) => void
  /** The package whose checkout is being opened; null when idle. */
  pendingPackageId: string | null
  /** False until we know whether the user is signed in. */
  ready: boolean
}

export function useCheckout(): Checkout {
  const auth = useAuth()
  const navigate = useNavigate()
  const createSession = useCreateCheckoutSession()
  const [pendingPackageId, setPendingPackageId] = useState<string | null>(null)

  // Back from the payment page: the restored page must not stay "Processing...".
  usePageRestored(() => setPendingPackageId(null))

  const start = (packageId: string) => {
    if (auth.status === 'anonymous') {
      // The login and signup screens carry `package` on to /purchase, which then starts this checkout.
      void navigate(loginUrl('/purchase', { package: packageId }))
      return
    }
    if (auth.status === 'loading' || pendingPackageId !== null) return
    setPendingPackageId(packageId)
    createSession.mutate(
      { packageId },
      {
        // Stay "Processing..." while the browser leaves for the payment page.
        onSuccess: ({ url }) => window.location.assign(url),
        onError: (error) => {
          setPendingPackageId(null)
          toast({ variant: 'destructive', title: 'Error', description: getErrorMessage(error, CHECKOUT_FAILED_FALLBACK) })
        },
      },
    )
  }

  return { start, pendingPackageId, ready: auth.status !== 'loading' }
}
