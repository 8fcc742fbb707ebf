import { useEffect } from 'react'
import { useLocation, useNavigate } from 'react-router'
import type { AuthState } from '@/lib/auth'
import { loginUrl } from './login-url'

/** Sends a visitor to log in, coming back to this exact address (query included) afterwards. */
export function useLoginRedirect(status: AuthState['status']) {
  const navigate = useNavigate()
  const { pathname, search } = useLocation()
  useEffect(() => {
    if (status === 'anonymous') void navigate(loginUrl(pathname + search), { replace: true })
  }, [status, navigate, pathname, search])
}
