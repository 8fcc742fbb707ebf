import { useState } from 'react'
import { useSearchParams } from 'react-router'
import { PROMPT_MAX_LENGTH } from '@/lib/generation'

/** A prompt handed over in the link (`?prompt=`, e.g. from the prompt ideas page). Read once, on
 * mount: the form owns the text after that, so nothing the user types is ever overwritten. */
export function useInitialPrompt(): string {
  const [params] = useSearchParams()
  const [prompt] = useState(() => (params.get('prompt') ?? '').slice(0, PROMPT_MAX_LENGTH))
  return prompt
}
