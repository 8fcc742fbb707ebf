import type { OverviewModel } from '../api/overview'
import { Badge } from './badge'
import { modelBadge } from './model-badge'

const ROLE_NAMES = { image: 'Image model', text: 'Message model' } as const

/** The configured models, each with its state in words and the provider's sentence. */
export function ModelStatusList({ models }: { models: OverviewModel[] }) {
  return (
    <ul className="grid gap-3" aria-label="Configured models">
      {models.map((model) => {
        const { words, tone } = modelBadge(model)
        return (
          <li key={model.role} className="grid gap-1 rounded-lg border bg-card p-3">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <p className="min-w-0">
                <span className="font-medium">{ROLE_NAMES[model.role]}</span>
                {model.model ? <span className="ml-2 font-mono text-xs break-all text-muted-foreground">{model.model}</span> : null}
              </p>
              <Badge tone={tone}>{words}</Badge>
            </div>
            <p className="text-xs text-muted-foreground">{model.summary}</p>
          </li>
        )
      })}
    </ul>
  )
}
