import { Copy, TriangleAlert } from 'lucide-react'
import type { Ref } from 'react'
import { Button } from '@/components/ui/button'
import type { CreatedApiKey } from '../api/create-api-key'
import { copyToClipboard } from '@/lib/clipboard'

interface NewApiKeySecretProps {
  ref: Ref<HTMLDivElement>
  created: CreatedApiKey
  onDone: () => void
}

/** The new key in full, this once: the server keeps only its hash. */
export function NewApiKeySecret({ ref, created, onDone }: NewApiKeySecretProps) {
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="region"
      aria-labelledby="new-api-key-title"
      className="grid gap-3 rounded-lg border-2 border-accent bg-accent-soft p-4 outline-none focus-visible:ring-2 focus-visible:ring-ring sm:p-5"
    >
      <h4 id="new-api-key-title" className="font-semibold text-plum">
        Your new key “{created.key.name}”
      </h4>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
        <code
          data-testid="new-api-key-secret"
          className="min-w-0 flex-1 rounded-md border bg-card px-3 py-2.5 font-mono text-sm break-all text-foreground select-all"
        >
          {created.secret}
        </code>
        <Button onClick={() => void copyToClipboard(created.secret, 'Your API key was copied.')} className="sm:w-auto">
          <Copy aria-hidden />
          Copy
        </Button>
      </div>
      <p className="flex items-start gap-2 text-sm text-plum">
        <TriangleAlert aria-hidden className="mt-0.5 size-4 shrink-0 text-[#a86a00]" />
        <span>
          Copy it now and keep it somewhere safe: it will not be shown again. Anyone with this key can spend your credits,
          so keep it on your server, never in a web page or an app.
        </span>
      </p>
      <Button variant="outline" size="sm" onClick={onDone} className="w-fit">
        Done, I've saved it
      </Button>
    </div>
  )
}
