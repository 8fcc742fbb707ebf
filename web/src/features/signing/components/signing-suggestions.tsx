import { useState } from 'react'
import { useParams } from 'react-router'
import { SuggestionPanel } from '@/components/suggestions/suggestion-panel'
import type { ToneId } from '@/components/suggestions/tones'
import { useSigningSuggestions } from '../api/get-signing-suggestions'

interface SigningSuggestionsProps {
  /** The message now, to mark the suggestion in use. */
  current: string
  /** The most characters a message holds: a longer suggestion is cut to fit. */
  maxChars: number
  /** Puts the chosen message in place of what the signer wrote. */
  onChoose: (message: string) => void
}

/** Ready-made messages for the card's recipient and occasion, asked for through the signing link
 * the page was opened with. Fetched only when asked; asking again in the same tone fetches a fresh
 * batch. */
export function SigningSuggestions({ current, maxChars, onChoose }: SigningSuggestionsProps) {
  const { token = '' } = useParams()
  const [tone, setTone] = useState<ToneId | null>(null)
  const suggestions = useSigningSuggestions(token, tone)
  const fit = (message: string) => [...message].slice(0, maxChars).join('')

  const ask = (next: ToneId) => {
    if (next === tone) void suggestions.refetch()
    else setTone(next)
  }

  return (
    <SuggestionPanel
      intro="Not sure what to write? Pick a tone for a few ideas to start from, then make it your own."
      onAsk={ask}
      suggestions={suggestions}
      isChosen={(message) => fit(message) === current.trim()}
      onChoose={(message) => onChoose(fit(message))}
    />
  )
}
