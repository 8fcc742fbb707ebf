import { ImagePlus } from 'lucide-react'
import { GeneratedResult } from '@/components/generation/generated-result'
import type { GenerationState } from '@/components/generation/generation-flow'
import { GenerationPlaceholder } from '@/components/generation/generation-placeholder'
import type { CardImage } from '@/components/images/card-image'
import { Alert } from '@/components/ui/alert'

interface PreviewPaneProps {
  state: GenerationState
  onGenerateNew: () => void
  /** The result's new version, made by Revise: shown in its place. */
  onRevised: (image: CardImage) => void
}

export function PreviewPane({ state, onGenerateNew, onRevised }: PreviewPaneProps) {
  return (
    <section aria-labelledby="preview-title" className="rounded-xl border bg-card p-4 shadow-card sm:p-6">
      <h2 id="preview-title" className="mb-4 font-display text-lg font-semibold text-plum">
        Preview
      </h2>
      {state.status === 'success' ? (
        <GeneratedResult image={state.image} resetLabel="Generate New" onReset={onGenerateNew} onRevised={onRevised} />
      ) : (
        <div className="grid gap-4">
          <GenerationPlaceholder state={state} thing="image" icon={ImagePlus} className="aspect-square">
            <p className="max-w-xs text-sm text-muted-foreground">
              Describe what you want, choose your options and press Generate Image.
            </p>
          </GenerationPlaceholder>
          {state.status === 'error' ? <Alert>{state.message}</Alert> : null}
        </div>
      )}
    </section>
  )
}
