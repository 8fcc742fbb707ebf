import { useState } from 'react'
import type { UseFormReturn } from 'react-hook-form'
import { InputField } from '@/components/form/input-field'
import { SuggestionPanel } from '@/components/suggestions/suggestion-panel'
import type { ToneId } from '@/components/suggestions/tones'
import { useCardSuggestions, type SuggestionQuery } from '../api/get-card-suggestions'
import type { CategoryId } from '../data/categories'
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

/** Ready-made messages for the occasion, in a chosen tone, with the recipient's name woven in.
 * Fetched only when asked; asking again with the same choices fetches a fresh batch. */
export function MessageSuggestions({ wizard, category, current, onPick }: MessageSuggestionsProps) {
  const [query, setQuery] = useState<SuggestionQuery | null>(null)
  const suggestions = useCardSuggestions(query)

  const ask = (tone: ToneId) => {
    const next = { category, tone, name: wizard.getValues('recipientName').trim() }
    if (query && query.tone === next.tone && query.name === next.name && query.category === next.category) {
      void suggestions.refetch()
    } else {
      setQuery(next)
    }
  }

  return (
    <SuggestionPanel
      intro="Not sure what to write? Pick a tone and we'll offer a few ideas."
      onAsk={ask}
      suggestions={suggestions}
      isChosen={(message) => fitCardText(message) === current.trim()}
      onChoose={onPick}
    >
      <InputField
        form={wizard}
        name="recipientName"
        label="Recipient's name (optional)"
        maxLength={RECIPIENT_NAME_MAX_LENGTH}
        autoComplete="off"
      />
    </SuggestionPanel>
  )
}
