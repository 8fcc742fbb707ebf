import { QueryClient, type QueryFunction, type UseMutationOptions } from '@tanstack/react-query'
import { apiJson } from './api-client'

/** Reads use the first element of the query key as the URL: `useQuery({ queryKey: ['/api/site'] })`. */
export const defaultQueryFn: QueryFunction = ({ queryKey, signal }) => {
  const [url] = queryKey
  if (typeof url !== 'string') throw new Error('The first query key element must be the URL to fetch')
  return apiJson('GET', url, undefined, { signal })
}

/** Data changes only through our own mutations, which invalidate what they touch,
 * so nothing goes stale on its own and nothing is retried or polled behind the user's back. */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: defaultQueryFn,
        retry: false,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        staleTime: Infinity,
      },
      mutations: { retry: false },
    },
  })
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AsyncFn = (...args: any[]) => Promise<unknown>

/**
 * What a component may add to an endpoint's mutation hook: its own `onSuccess`, `onError`
 * and the like (toasts, navigation). The hook keeps the call itself and its cache updates.
 */
export type MutationConfig<Fn extends AsyncFn> = Omit<
  UseMutationOptions<Awaited<ReturnType<Fn>>, Error, Parameters<Fn>[0]>,
  'mutationFn'
>
