import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { confirmPayment } from '../utils/confirm-payment'
import { parsePaymentReturn } from '../utils/payment-return'

/**
 * Handles a return from the payment page once the user is known to be signed in: confirms the
 * outcome, then replaces the return address with plain /purchase (so a reload or the back
 * button does not repeat it).
 */
export function usePaymentReturn(signedIn: boolean) {
  const location = useLocation()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const handledAddress = useRef<string | null>(null)
  const [leaveAfterMs, setLeaveAfterMs] = useState<number | null>(null)
  const address = location.pathname + location.search

  useEffect(() => {
    if (!signedIn || handledAddress.current === address) return
    const paymentReturn = parsePaymentReturn(location.pathname, location.search)
    if (!paymentReturn) return
    handledAddress.current = address
    void confirmPayment(paymentReturn, queryClient).then(setLeaveAfterMs)
  }, [signedIn, address, location.pathname, location.search, queryClient])

  useEffect(() => {
    if (leaveAfterMs === null) return
    const timer = setTimeout(() => {
      setLeaveAfterMs(null)
      void navigate('/purchase', { replace: true })
    }, leaveAfterMs)
    return () => clearTimeout(timer)
  }, [leaveAfterMs, navigate])
}
