import { Lightbulb, LoaderCircle } from 'lucide-react'
import { useState } from 'react'
import { useForm, type UseFormReturn } from 'react-hook-form'
import { InputField } from '@/components/form/input-field'
import { OptionGroup } from '@/components/generation/option-group'
import { Button } from '@/components/ui/button'
import { useCardSuggestions, type SuggestionQuery } from '../api/get-card-suggestions'
import type { CategoryId } from '../data/categories'
import { TONES, type ToneId } from '../data/tones'
import { fitCardText, RECIPIENT_NAME_MAX_LENGTH, type CardWizardValues } from '../utils/wizard-values'

interface MessageSuggestionsProps {
  /** The wizard, which keeps the recipient's name: it outlives this step, and a reminder's link
   * fills it in. */
  wizard: UseFormReturn<CardWizardValues>
  category: CategoryId
  /** The card text now, to mark the suggestion in use. */
  current: string
  onPick: (message: string) => void
}

interface SuggestionForm {
  tone: ToneId
}

/** Ready-made messages for the occasion, in a chosen tone, with the recipient's name woven in.
 * Fetched only when asked; asking again with the same choices fetches a fresh batch. */
export function MessageSuggestions({ wizard, category, current, onPick }: MessageSuggestionsProps) {
  const form = useForm<SuggestionForm>({ defaultValues: { tone: 'warm' } })
  const [query, setQuery] = useState<SuggestionQuery | null>(null)
  const suggestions = useCardSuggestions(query)

  const onSubmit = form.handleSubmit(({ tone }) => {
    const next = { category, tone, name: wizard.getValues('recipientName').trim() }
    if (query && query.tone === next.tone && query.name === next.name && query.category === next.category) {
      void suggestions.refetch()
    } else {
      setQuery(next)
    }
  })

  return (
    <section
      aria-labelledby="suggest-title"
      className="grid gap-4 rounded-lg border border-dashed border-input bg-muted/40 p-4 sm:p-5"
    >
      <div className="grid gap-1">
        <h3 id="suggest-title" className="flex items-center gap-2 font-semibold text-plum">
          <Lightbulb aria-hidden className="size-4 text-[#b7800f]" />
          Suggest a message
        </h3>
        <p className="text-sm text-muted-foreground">Not sure what to write? Pick a tone and we'll offer a few ideas.</p>
      </div>
      <form noValidate onSubmit={onSubmit} className="grid gap-4">
        <OptionGroup legend="Tone" options={TONES} registration={form.register('tone')} />
        <InputField
          form={wizard}
          name="recipientName"
          label="Recipient's name (optional)"
          maxLength={RECIPIENT_NAME_MAX_LENGTH}
          autoComplete="off"
        />
        <Button type="submit" variant="outline" className="justify-self-start" disabled={suggestions.isFetching}>
          {suggestions.isFetching ? <LoaderCircle aria-hidden className="animate-spin" /> : <Lightbulb aria-hidden />}
          {suggestions.isFetching ? 'Finding messages…' : 'Suggest messages'}
        </Button>
      </form>
      {suggestions.isError && !suggestions.isFetching ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          We couldn't load suggestions just now. Please try again, or write your own message.
        </p>
      ) : null}
      {suggestions.data && suggestions.data.length > 0 ? (
        <div className="grid gap-2">
          <p id="suggestions-label" className="text-sm font-semibold text-foreground">
            Choose one to use it:
          </p>
          <ul aria-labelledby="suggestions-label" className="grid gap-2">
            {suggestions.data.map((message) => (
              <li key={message}>
                <button
                  type="button"
                  onClick={() => onPick(message)}
                  aria-pressed={fitCardText(message) === current.trim()}
                  className="w-full cursor-pointer rounded-md border border-input bg-card px-3.5 py-3 text-left text-sm text-foreground transition-colors hover:border-primary/40 hover:bg-secondary/60 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring aria-pressed:border-primary aria-pressed:bg-secondary/70 aria-pressed:ring-1 aria-pressed:ring-primary"
                >
                  {message}
                </button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  )
}
