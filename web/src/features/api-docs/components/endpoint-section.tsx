import type { Endpoint } from '../data/endpoints'
import { snippetsFor } from '../utils/snippets'
import { CodeExamples } from './code-examples'
import { Code, RichText } from './doc-section'
import { FieldList } from './field-list'
import { EndpointSignature } from './method-badge'

/** One endpoint: what it does, what it takes, what it answers, and the call in each language. */
export function EndpointSection({ endpoint, origin }: { endpoint: Endpoint; origin: string }) {
  const code = snippetsFor(endpoint.example, origin)
  return (
    <section id={endpoint.id} aria-labelledby={`${endpoint.id}-title`} className="grid min-w-0 scroll-mt-24 gap-4 border-t pt-8">
      <div className="grid gap-2">
        <h3 id={`${endpoint.id}-title`} className="font-display text-xl font-semibold text-plum">
          {endpoint.title}
        </h3>
        <EndpointSignature method={endpoint.method} path={endpoint.path} />
        <p className="leading-relaxed text-foreground/90">{endpoint.summary}</p>
      </div>
      <FieldList title="Path parameters" fields={endpoint.pathParams} />
      <FieldList title="Query parameters" fields={endpoint.query} />
      <FieldList title="JSON body" fields={endpoint.body} />
      <p className="text-sm leading-relaxed text-foreground/90">
        <span className="font-semibold text-foreground">Answer: </span>
        <Code>{endpoint.success.status}</Code>. <RichText text={endpoint.success.data} />
      </p>
      {endpoint.notes ? (
        <ul className="list-disc space-y-1 pl-5 text-sm leading-relaxed text-foreground/90 marker:text-primary">
          {endpoint.notes.map((note) => (
            <li key={note}>
              <RichText text={note} />
            </li>
          ))}
        </ul>
      ) : null}
      <CodeExamples code={code} label={endpoint.title} />
    </section>
  )
}
