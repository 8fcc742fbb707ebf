import { ENDPOINTS } from '../data/endpoints'
import { ERROR_CODES } from '../data/errors'
import { IMAGE_FIELDS, sampleImage } from '../data/image-object'
import { CodeBlock } from './code-block'
import { Code, DocSection, Prose, RichText } from './doc-section'
import { EndpointSection } from './endpoint-section'
import { FieldList } from './field-list'
import { EndpointSignature } from './method-badge'

export function EndpointsTab({ origin }: { origin: string }) {
  return (
    <div className="grid gap-12">
      <DocSection id="endpoint-list" title="Endpoints">
        <Prose>
          <p>
            Addresses are relative to <Code>{origin}</Code>. Send bodies as JSON with{' '}
            <Code>Content-Type: application/json</Code>. Replace <Code>IMAGE_ID</Code> in the examples with an id from
            an earlier answer.
          </p>
        </Prose>
        <nav aria-label="Endpoints">
          <ul className="grid gap-1.5 rounded-lg border bg-card p-3">
            {ENDPOINTS.map((endpoint) => (
              <li key={endpoint.id}>
                <a href={`#${endpoint.id}`} className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-md px-2 py-1.5 hover:bg-secondary/50">
                  <EndpointSignature method={endpoint.method} path={endpoint.path} />
                  <span className="text-sm text-muted-foreground">{endpoint.title}</span>
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </DocSection>

      <DocSection id="idempotency" title="Retrying a generation safely">
        <Prose>
          <p>
            Generating costs credits, so send an <Code>Idempotency-Key</Code> header (any 1 to 200 visible characters,
            such as a UUID or your own order number) with <Code>POST /v1/images/generate</Code> and{' '}
            <Code>POST /v1/cards/generate</Code>. If the connection drops, send the same request with the same key:
          </p>
        </Prose>
        <ul className="list-disc space-y-2 pl-5 leading-relaxed text-foreground/90 marker:text-primary">
          <li>
            The same key and the same body within 24 hours answers with the first result, without charging again (
            <Code>data.replayed</Code> is <Code>true</Code>).
          </li>
          <li>
            The same key with a different body is refused with <Code>422</Code> <Code>idempotency_conflict</Code>.
          </li>
          <li>
            While the first request is still running, a repeat gets <Code>409</Code> <Code>idempotency_conflict</Code>:
            wait a moment and send it again.
          </li>
        </ul>
      </DocSection>

      <div className="grid gap-10">
        {ENDPOINTS.map((endpoint) => (
          <EndpointSection key={endpoint.id} endpoint={endpoint} origin={origin} />
        ))}
      </div>

      <DocSection id="image-object" title="The image object">
        <Prose>
          <p>Answers that carry an image or a card describe it like this:</p>
        </Prose>
        <FieldList title="Fields" fields={IMAGE_FIELDS} />
        <CodeBlock code={JSON.stringify(sampleImage(origin), null, 2)} label="JSON" />
      </DocSection>

      <DocSection id="errors" title="Errors">
        <Prose>
          <p>
            Act on <Code>error.code</Code>; the HTTP status tells the same story for tools that only look at it.
          </p>
        </Prose>
        <dl className="divide-y rounded-lg border bg-card">
          {ERROR_CODES.map((error) => (
            <div key={error.code} className="grid gap-1 px-4 py-2.5 sm:grid-cols-[13rem_1fr] sm:gap-4">
              <dt className="flex flex-wrap items-baseline gap-x-2">
                <code className="font-mono text-sm font-semibold text-plum">{error.code}</code>
                <span className="text-xs text-muted-foreground tabular-nums">{error.statuses}</span>
              </dt>
              <dd className="text-sm text-foreground/90">
                <RichText text={error.meaning} />
              </dd>
            </div>
          ))}
        </dl>
      </DocSection>
    </div>
  )
}
