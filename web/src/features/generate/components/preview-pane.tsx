import { ImagePlus, LoaderCircle } from 'lucide-react'
import { GeneratedResult } from '@/components/generation/generated-result'
import { GenerationProgress } from '@/components/generation/generation-progress'
import { Alert } from '@/components/ui/alert'
import type { GeneratedImage } from '@/lib/image'

export type PreviewState =
  | { status: 'idle' }
  | { status: 'pending'; startedAt: number; expectedSeconds: number }
  | { status: 'error'; message: string }
  | { status: 'success'; image: GeneratedImage }

interface PreviewPaneProps {
  state: PreviewState
  onGenerateNew: () => void
}

export function PreviewPane({ state, onGenerateNew }: PreviewPaneProps) {
  return (
    <section aria-labelledby="preview-title" className="rounded-xl border bg-card p-4 shadow-card sm:p-6">
      <h2 id="preview-title" className="mb-4 font-display text-lg font-semibold text-plum">
        Preview
      </h2>
      {state.status === 'success' ? (
        <GeneratedResult image={state.image} resetLabel="Generate New" onReset={onGenerateNew} />
      ) : (
        <div className="grid gap-4">
          <div
            aria-busy={state.status === 'pending'}
            className="flex aspect-square w-full flex-col items-center justify-center gap-4 rounded-lg border-2 border-dashed border-input bg-[radial-gradient(circle_at_30%_20%,#fde9e3_0%,transparent_55%),radial-gradient(circle_at_80%_90%,#fff3d6_0%,transparent_50%)] p-6 text-center"
          >
            {state.status === 'pending' ? (
              <>
                <LoaderCircle aria-hidden className="size-10 animate-spin text-primary" />
                <p className="font-semibold text-plum">Creating your image…</p>
                <GenerationProgress key={state.startedAt} expectedSeconds={state.expectedSeconds} />
              </>
            ) : (
              <>
                <span className="flex size-14 items-center justify-center rounded-full bg-card text-primary shadow-card">
                  <ImagePlus aria-hidden className="size-6" />
                </span>
                <p className="font-semibold text-plum">Your image will appear here</p>
                <p className="max-w-xs text-sm text-muted-foreground">
                  Describe what you want, choose your options and press Generate Image.
                </p>
              </>
            )}
          </div>
          {state.status === 'error' ? <Alert>{state.message}</Alert> : null}
        </div>
      )}
    </section>
  )
}
