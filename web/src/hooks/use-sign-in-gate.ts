import { useEffect, useRef } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { useAuth, type AuthState } from '@/lib/auth'
import { loginUrl } from '@/lib/auth-urls'

/**
 * For pages only a signed-in user can see (the gallery, the purchase page): sends a visitor to
 * log in, coming back to this exact address (query included) afterwards. Show the page only
 * once the returned state is 'authenticated'.
 *
 * Someone who signs out on the page is not a visitor arriving: logout takes them home, and
 * the page must not race it to the login screen.
 */
export function useSignInGate(): AuthState {
  const auth = useAuth()
  const navigate = useNavigate()
  const { pathname, search } = useLocation()
  const signedInHere = useRef(false)
  useEffect(() => {
    if (auth.status === 'authenticated') signedInHere.current = true
    if (auth.status === 'anonymous' && !signedInHere.current) {
      void navigate(loginUrl(pathname + search), { replace: true })
    }
  }, [auth.status, navigate, pathname, search])
  return auth
}
