import { useEffect, useRef, useState } from 'react'
import { useLocation, useNavigate, useSearchParams } from 'react-router'
import { toast } from '@/lib/toast'
import type { StepId } from '../data/steps'
import { clearSavedWizard, loadSavedWizard, saveWizard, type RestoredWizard } from '../utils/saved-wizard'
import type { CardWizardValues } from '../utils/wizard-values'

/** The spec's restore notice stays 3 s, shorter than other toasts. */
const RESTORED_TOAST_MS = 3000
const AUTH_RETURNS = new Set(['login', 'signup'])

/**
 * Carries the wizard through sign-up or login: `save` keeps it when a visitor leaves for one of
 * them, and on the way back the saved wizard is restored (read once, on mount). Once the
 * visitor is signed in the saved copy has done its job and is removed, with a "Welcome back!"
 * when they return to the review step they left from. The `?from=login|signup` marker that
 * login and signup add is dropped from the address.
 */
export function useWizardPersistence(signedIn: boolean) {
  const [restored] = useState<RestoredWizard | null>(loadSavedWizard)
  const [searchParams] = useSearchParams()
  const { pathname, hash } = useLocation()
  const navigate = useNavigate()
  const returnedFromAuth = AUTH_RETURNS.has(searchParams.get('from') ?? '')
  // Development's StrictMode runs effects twice; the notice should still show once.
  const handled = useRef(false)

  useEffect(() => {
    if (handled.current) return
    handled.current = true
    if (returnedFromAuth) void navigate({ pathname, hash }, { replace: true })
    if (!restored || !signedIn) return
    clearSavedWizard()
    if (restored.step === 'review') {
      toast({ title: 'Welcome back!', description: 'Your card creation has been restored.', duration: RESTORED_TOAST_MS })
    }
  }, [hash, navigate, pathname, restored, returnedFromAuth, signedIn])

  return {
    restored,
    save: (step: StepId, values: CardWizardValues) => saveWizard(step, values),
    clear: clearSavedWizard,
  }
}
