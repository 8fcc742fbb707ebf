import { ArrowRight } from 'lucide-react'
import { useRef, useState } from 'react'
import { Link } from 'react-router'
import type { User } from '@/lib/auth'
import type { CreatedApiKey } from '../api/create-api-key'
import { MAX_API_KEYS, useApiKeys } from '../api/get-api-keys'
import { ApiKeyList } from './api-key-list'
import { CreateApiKeyForm } from './create-api-key-form'
import { NewApiKeySecret } from './new-api-key-secret'
import { VerifyToCreateKeys } from './verify-to-create-keys'

/** Dashboard → Account settings → API Access: keys to the public API, each secret shown once. */
export function ApiAccess({ user }: { user: User }) {
  const keys = useApiKeys()
  const [created, setCreated] = useState<CreatedApiKey | null>(null)
  const secretBox = useRef<HTMLDivElement>(null)
  const count = keys.data?.length ?? 0

  const onCreated = (key: CreatedApiKey) => {
    setCreated(key)
    // The one moment the secret can be copied: take the reader (and a screen reader) to it.
    requestAnimationFrame(() => secretBox.current?.focus())
  }

  return (
    <section id="api-access" aria-labelledby="api-access-title" className="scroll-mt-24">
      <div className="flex flex-wrap items-end justify-between gap-x-6 gap-y-2">
        <div>
          <h3 id="api-access-title" className="font-semibold text-foreground">
            API Access
          </h3>
          <p className="mt-1 max-w-2xl text-sm text-muted-foreground">
            Create images and cards from your own software with the Cardsmith API, paid from your credits. Send a key
            as <code className="rounded bg-muted px-1 py-0.5 text-xs whitespace-nowrap">Authorization: Bearer …</code>.
          </p>
        </div>
        <Link to="/api-docs" className="inline-flex items-center gap-1 text-sm font-semibold text-primary hover:underline">
          API documentation <ArrowRight aria-hidden className="size-4" />
        </Link>
      </div>
      <div className="mt-5 grid gap-5">
        {created ? (
          <NewApiKeySecret ref={secretBox} created={created} onDone={() => setCreated(null)} />
        ) : !user.emailVerified ? (
          <VerifyToCreateKeys />
        ) : count >= MAX_API_KEYS ? (
          <p className="rounded-md border bg-muted/50 px-4 py-3 text-sm text-muted-foreground">
            You have {MAX_API_KEYS} API keys, the most an account can hold. Revoke one to create another.
          </p>
        ) : (
          <CreateApiKeyForm onCreated={onCreated} />
        )}
        <ApiKeyList keys={keys} />
      </div>
    </section>
  )
}
