import { LoaderCircle, Mail, Sparkles } from 'lucide-react'
import { GeneratedResult } from '@/components/generation/generated-result'
import { GenerationFailed } from '@/components/generation/generation-failed'
import type { GenerationState } from '@/components/generation/generation-flow'
import { GenerationPlaceholder } from '@/components/generation/generation-placeholder'
import type { CardImage } from '@/components/images/card-image'
import { Button } from '@/components/ui/button'
import { VisitorActions } from './visitor-actions'

interface CardPanelProps {
  state: GenerationState
  signedIn: boolean
  onGenerate: () => void
  onCreateAnother: () => void
  onCardTextSaved: (image: CardImage) => void
  onRevised: (image: CardImage) => void
  /** A visitor leaves to sign up or log in. */
  onLeave: () => void
}

/** The review's "Your card": how to generate it, its progress, then the card or what went wrong. */
export function CardPanel({
  state,
  signedIn,
  onGenerate,
  onCreateAnother,
  onCardTextSaved,
  onRevised,
  onLeave,
}: CardPanelProps) {
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
          onRevised={onRevised}
        />
      ) : state.status === 'error' ? (
        <GenerationFailed message={state.message} onRetry={onGenerate} />
      ) : (
        <>
          <GenerationPlaceholder state={state} thing="card" icon={Mail} className="aspect-[4/3]" />
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
