import type { LucideIcon } from 'lucide-react'
import { LoaderCircle } from 'lucide-react'
import type { ReactNode } from 'react'
import { cn } from '@/lib/utils'
import type { GenerationPreview } from '@/lib/generation-stream'
import type { GeneratedThing, GenerationState } from './generation-flow'
import { GenerationProgress } from './generation-progress'

interface GenerationPlaceholderProps {
  state: GenerationState
  thing: GeneratedThing
  /** Shown while nothing is being made. */
  icon: LucideIcon
  /** The frame's shape, e.g. `aspect-square`. */
  className: string
  /** Words under "Your … will appear here". */
  children?: ReactNode
}

/** A picture of the image so far, softened (more for the first), with the progress under it.
 * Screen readers hear that a preview arrived, politely, not the picture itself. */
function GenerationPreviewShown({
  preview,
  thing,
  state,
}: {
  preview: GenerationPreview
  thing: GeneratedThing
  state: Extract<GenerationState, { status: 'pending' }>
}) {
  return (
    <>
      <img
        src={preview.image}
        alt={`A first look at your ${thing}, still being made`}
        data-preview-index={preview.index}
        // It takes the room the frame has left (never more: a partial image from a model is
        // full size, and would otherwise stretch the frame past its card).
        className={cn(
          'min-h-0 w-full flex-1 basis-0 rounded-md object-contain transition-[filter] duration-500',
          preview.index === 0 ? 'blur-md' : 'blur-[2px]',
        )}
      />
      <p className="font-semibold text-plum" role="status" aria-live="polite">
        {`Your ${thing} is taking shape…`}
      </p>
      <GenerationProgress key={state.startedAt} expectedSeconds={state.expectedSeconds} />
    </>
  )
}

/** Where the result will be: its progress while it is being made, a promise of it until then. */
export function GenerationPlaceholder({ state, thing, icon: Icon, className, children }: GenerationPlaceholderProps) {
  return (
    <div
      aria-busy={state.status === 'pending'}
      className={cn(
        'flex w-full min-w-0 flex-col items-center justify-center gap-4 rounded-lg border-2 border-dashed border-input bg-[radial-gradient(circle_at_30%_20%,#fde9e3_0%,transparent_55%),radial-gradient(circle_at_80%_90%,#fff3d6_0%,transparent_50%)] p-6 text-center',
        className,
      )}
    >
      {state.status === 'pending' && state.preview ? (
        <GenerationPreviewShown preview={state.preview} thing={thing} state={state} />
      ) : state.status === 'pending' ? (
        <>
          <LoaderCircle aria-hidden className="size-10 animate-spin text-primary" />
          <p className="font-semibold text-plum">{`Creating your ${thing}…`}</p>
          <GenerationProgress key={state.startedAt} expectedSeconds={state.expectedSeconds} />
        </>
      ) : (
        <>
          <span className="flex size-14 items-center justify-center rounded-full bg-card text-primary shadow-card">
            <Icon aria-hidden className="size-6" />
          </span>
          <p className="font-semibold text-plum">{`Your ${thing} will appear here`}</p>
          {children}
        </>
      )}
    </div>
  )
}
