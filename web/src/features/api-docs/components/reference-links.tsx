import { BookOpen, FileJson } from 'lucide-react'

/** The server's own pages for the API: plain links, since they are not part of this app. */
export function ReferenceLinks() {
  const link =
    'flex items-start gap-3 rounded-lg border bg-card p-4 shadow-card transition-colors hover:border-primary/40 hover:bg-secondary/40'
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <a href="/v1/docs" className={link}>
        <BookOpen aria-hidden className="mt-0.5 size-5 shrink-0 text-primary" />
        <span>
          <span className="block font-semibold text-primary">Swagger UI</span>
          <span className="text-sm text-muted-foreground">Browse every endpoint and try it with your key.</span>
        </span>
      </a>
      <a href="/v1/openapi.json" className={link}>
        <FileJson aria-hidden className="mt-0.5 size-5 shrink-0 text-primary" />
        <span>
          <span className="block font-semibold text-primary">OpenAPI document</span>
          <span className="text-sm text-muted-foreground">For client generators and API tools.</span>
        </span>
      </a>
    </div>
  )
}
