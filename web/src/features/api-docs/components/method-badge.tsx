import { cn } from '@/lib/utils'
import type { Endpoint } from '../data/endpoints'

const METHOD_CLASSES: Record<Endpoint['method'], string> = {
  GET: 'bg-emerald-50 text-emerald-800 ring-emerald-600/25',
  POST: 'bg-secondary text-secondary-foreground ring-primary/25',
  PATCH: 'bg-accent-soft text-plum ring-accent/60',
  DELETE: 'bg-destructive/5 text-destructive ring-destructive/25',
}

/** "POST /v1/images/generate", the method colour-coded as API references usually are. */
export function EndpointSignature({ method, path }: Pick<Endpoint, 'method' | 'path'>) {
  return (
    <p className="flex min-w-0 flex-wrap items-center gap-2">
      <span className={cn('rounded-md px-2 py-0.5 font-mono text-xs font-bold ring-1', METHOD_CLASSES[method])}>{method}</span>
      <code className="font-mono text-sm font-semibold break-all text-foreground">{path}</code>
    </p>
  )
}
