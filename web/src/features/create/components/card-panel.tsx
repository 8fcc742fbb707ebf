import { LoaderCircle, Mail, Sparkles } from 'lucide-react'
import { GeneratedResult } from '@/components/generation/generated-result'
import type { CardImage } from '@/components/images/card-image'
import { GenerationFailed } from '@/components/generation/generation-failed'
import { GenerationProgress } from '@/components/generation/generation-progress'
import { Button } from '@/components/ui/button'
import type { CardGenerationState } from '../hooks/use-card-generation'
import { VisitorActions } from './visitor-actions'

interface CardPanelProps {
  state: CardGenerationState
  signedIn: boolean
  onGenerate: () => void
  onCreateAnother: () => void
  onCardTextSaved: (image: CardImage) => void
  /** A visitor leaves to sign up or log in. */
  onLeave: () => void
}

/** The review's "Your card": how to generate it, its progress, then the card or what went wrong. */
export function CardPanel({ state, signedIn, onGenerate, onCreateAnother, onCardTextSaved, onLeave }: CardPanelProps) {
  return (
    <section aria-labelledby="card-panel-title" className="grid gap-4 rounded-xl border bg-card p-4 shadow-card sm:p-6">
      <h3 id="card-panel-title" className="font-display text-lg font-semibold text-plum">
        Your card
      </h3>
      {state.status === 'success' ? (
        <GeneratedResult
          image={state.image}
          resetLabel="Create Another"
          onReset={onCreateAnother}
          onCardTextSaved={onCardTextSaved}
        />
      ) : state.status === 'error' ? (
        <GenerationFailed message={state.message} onRetry={onGenerate} />
      ) : (
        <>
          <div
            aria-busy={state.status === 'pending'}
            className="flex aspect-[4/3] w-full flex-col items-center justify-center gap-4 rounded-lg border-2 border-dashed border-input bg-[radial-gradient(circle_at_30%_20%,#fde9e3_0%,transparent_55%),radial-gradient(circle_at_80%_90%,#fff3d6_0%,transparent_50%)] p-6 text-center"
          >
            {state.status === 'pending' ? (
              <>
                <LoaderCircle aria-hidden className="size-10 animate-spin text-primary" />
                <p className="font-semibold text-plum">Creating your card…</p>
                <GenerationProgress key={state.startedAt} expectedSeconds={state.expectedSeconds} />
              </>
            ) : (
              <>
                <span className="flex size-14 items-center justify-center rounded-full bg-card text-primary shadow-card">
                  <Mail aria-hidden className="size-6" />
                </span>
                <p className="font-semibold text-plum">Your card will appear here</p>
              </>
            )}
          </div>
          {signedIn ? (
            <GenerateButton pending={state.status === 'pending'} onGenerate={onGenerate} />
          ) : (
            <VisitorActions onLeave={onLeave} />
          )}
        </>
      )}
    </section>
  )
}

function GenerateButton({ pending, onGenerate }: { pending: boolean; onGenerate: () => void }) {
  return (
    <Button size="lg" className="w-full" onClick={onGenerate} disabled={pending} aria-busy={pending}>
      {pending ? <LoaderCircle aria-hidden className="animate-spin" /> : <Sparkles aria-hidden />}
      {pending ? 'Generating…' : 'Generate Card'}
    </Button>
  )
}
