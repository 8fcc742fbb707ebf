import type { Field } from '../data/endpoints'
import { RichText } from './doc-section'

/** Parameters as a list rather than a table: it reads as well on a phone as on a desktop. */
export function FieldList({ title, fields }: { title: string; fields: Field[] | undefined }) {
  if (!fields?.length) return null
  return (
    <div className="grid gap-2">
      <h4 className="text-sm font-semibold text-foreground">{title}</h4>
      <dl className="divide-y rounded-lg border bg-card">
        {fields.map((field) => (
          <div key={field.name} className="grid gap-1 px-4 py-2.5 sm:grid-cols-[13rem_1fr] sm:gap-4">
            <dt className="flex flex-wrap items-baseline gap-x-2">
              <code className="font-mono text-sm font-semibold text-plum">{field.name}</code>
              <span className="text-xs text-muted-foreground">{field.type}</span>
              {field.required ? <span className="text-xs font-semibold text-primary">required</span> : null}
            </dt>
            <dd className="text-sm text-foreground/90">
              <RichText text={field.description} />
            </dd>
          </div>
        ))}
      </dl>
    </div>
  )
}
