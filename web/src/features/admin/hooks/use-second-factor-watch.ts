import { useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { askForSecondFactor, isSecondFactorRequired } from '../api/second-factor'

/**
 * Listens to every console read and action: when one is refused because the second factor is
 * more than 12 hours old, the console closes and asks for it again, wherever the refusal came from.
 */
export function useSecondFactorWatch() {
  const queryClient = useQueryClient()
  useEffect(() => {
    const onError = (error: unknown) => {
      if (isSecondFactorRequired(error)) askForSecondFactor(queryClient)
    }
    const stopReads = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') onError(event.action.error)
    })
    const stopActions = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') onError(event.action.error)
    })
    return () => {
      stopReads()
      stopActions()
    }
  }, [queryClient])
}
