import { RefreshCw } from 'lucide-react'
import { isRouteErrorResponse, Link, useRouteError } from 'react-router'
import { Button } from '@/components/ui/button'

/** Shown when a screen fails to render or its code cannot be loaded (for example after a deploy). */
export function RouteError() {
  const error = useRouteError()
  console.error('Route error', error)
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : null
  return (
    <section className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center px-4 py-20 text-center">
      <h1 className="font-display text-3xl font-semibold text-plum">Something went wrong</h1>
      <p className="mt-3 text-muted-foreground">
        This page hit a snag. Reloading usually fixes it; if it keeps happening, please let us know through the
        Help Center.
      </p>
      {detail ? <p className="mt-2 text-sm text-muted-foreground">{detail}</p> : null}
      <div className="mt-8 flex gap-3">
        <Button onClick={() => window.location.reload()}>
          <RefreshCw aria-hidden />
          Reload page
        </Button>
        <Button asChild variant="outline">
          <Link to="/" reloadDocument>
            Go home
          </Link>
        </Button>
      </div>
    </section>
  )
}
