import { useQuery } from '@tanstack/react-query'
import { lazy, type ReactNode } from 'react'
import { useAuth } from '@/lib/auth'
import { staffSessionQueryOptions } from '../api/staff-session'

/** The console's code: its own chunk, fetched only once the server has said the caller is staff. */
const OperatorConsole = lazy(() => import('./operator-console').then((module) => ({ default: module.OperatorConsole })))

/**
 * /admin and everything under it. Only this small gate ships with every page: it asks the server
 * whether the caller is staff, and for anyone who is not (visitors are not even asked about) it
 * shows `notFound`, the page an unknown address shows, so the console cannot be told apart from
 * one. No redirect to sign in: that would tell visitors something is here.
 */
export function ConsoleGate({ notFound }: { notFound: ReactNode }) {
  const auth = useAuth()
  const session = useQuery({ ...staffSessionQueryOptions, enabled: auth.status === 'authenticated' })
  if (auth.status === 'anonymous') return notFound
  if (session.data) return <OperatorConsole session={session.data} />
  if (auth.status === 'loading' || session.isPending) return null
  // A 404 above all, but any failure: nothing here may look different from a missing page.
  return notFound
}
