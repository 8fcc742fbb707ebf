import { ImagePlus, LoaderCircle, RotateCcw } from 'lucide-react'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { FallbackImage } from '@/components/ui/fallback-image'
import { DownloadImageButton, OpenImageButton, ShareImageButton } from '@/components/images/image-actions'
import { creditsLabel } from '@/lib/credits-label'
import { formatLabel, qualityLabel, sizeLabel } from '@/lib/image'
import type { GeneratedImage } from '../api/generate-image'
import { GenerationProgress } from './generation-progress'

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
        <GeneratedResult image={state.image} onGenerateNew={onGenerateNew} />
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

function aspectRatioOf(size: string): string {
  const [width, height] = size.split('x').map(Number)
  return width > 0 && height > 0 ? `${width} / ${height}` : '1 / 1'
}

function GeneratedResult({ image, onGenerateNew }: { image: GeneratedImage; onGenerateNew: () => void }) {
  return (
    <div className="grid gap-4">
      <div className="overflow-hidden rounded-lg border bg-[repeating-conic-gradient(#f6eee7_0_25%,#fff_0_50%)] bg-[length:24px_24px]">
        <FallbackImage
          src={image.imageUrl}
          alt={image.prompt}
          className="mx-auto max-h-[70vh] w-full object-contain"
          style={{ aspectRatio: aspectRatioOf(image.size) }}
          fallbackClassName="aspect-square"
        />
      </div>
      <div className="grid gap-1">
        <p className="line-clamp-3 text-sm text-foreground">{image.prompt}</p>
        <p className="text-xs text-muted-foreground">
          {sizeLabel(image.size)} · {qualityLabel(image.quality)} · {formatLabel(image.outputFormat)} ·{' '}
          {creditsLabel(image.creditCost)}
        </p>
      </div>
      <div className="grid grid-cols-2 gap-2">
        <DownloadImageButton image={image} variant="default" />
        <ShareImageButton image={image} />
        <OpenImageButton image={image} />
        <Button variant="secondary" onClick={onGenerateNew}>
          <RotateCcw aria-hidden />
          Generate New
        </Button>
      </div>
    </div>
  )
}
