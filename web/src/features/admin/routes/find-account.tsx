import { Search } from 'lucide-react'
import { useState, type FormEvent } from 'react'
import { useSearchParams } from 'react-router'
import { Button } from '@/components/ui/button'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { TableSkeleton } from '@/components/ui/load-error'
import { SHORTEST_QUERY, useAccountSearch } from '../api/search-accounts'
import { ConsoleLoadError } from '../components/console-load-error'
import { EmptyNote } from '../components/console-section'
import { SearchResults } from '../components/search-results'
import { useConsoleTitle } from '../hooks/use-console-title'

const QUERY_FIELD = 'account-query'

/** One box that finds an account by anything a customer may quote: an address, a username, an
 * id, a card link, a checkout session or a payment. The query stays in the address (`?q=`), so
 * going back from an account returns to its search. */
export function FindAccountRoute() {
  useConsoleTitle('Find an account')
  const [params, setParams] = useSearchParams()
  const query = (params.get('q') ?? '').trim()
  const [typed, setTyped] = useState(query)

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    const next = typed.trim()
    setParams(next ? { q: next } : {})
  }

  return (
    <div className="grid gap-5">
      <h1 className="text-xl font-semibold text-plum">Find an account</h1>
      <form role="search" onSubmit={onSubmit} className="flex max-w-3xl flex-wrap items-end gap-2">
        <div className="min-w-0 flex-1 basis-72">
          <FormField id={QUERY_FIELD} label="Email, username, id, image, card link, checkout session or payment intent">
            <Input
              id={QUERY_FIELD}
              type="search"
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
              autoComplete="off"
              autoCapitalize="none"
              autoCorrect="off"
              spellCheck={false}
              autoFocus
            />
          </FormField>
        </div>
        <Button type="submit">
          <Search aria-hidden />
          Search
        </Button>
      </form>
      <Results query={query} />
    </div>
  )
}

function Results({ query }: { query: string }) {
  const search = useAccountSearch(query)
  if (query === '') return null
  if (query.length < SHORTEST_QUERY) return <EmptyNote>Type at least {SHORTEST_QUERY} characters to search.</EmptyNote>
  if (search.isPending) return <TableSkeleton />
  if (search.isError) return <ConsoleLoadError what="the search" error={search.error} onRetry={() => void search.refetch()} />
  if (search.data.length === 0) return <EmptyNote>No account matches “{query}”.</EmptyNote>
  return <SearchResults matches={search.data} />
}
