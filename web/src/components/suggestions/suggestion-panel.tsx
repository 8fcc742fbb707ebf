import { Lightbulb, LoaderCircle } from 'lucide-react'
import { useId, type KeyboardEvent, type ReactNode } from 'react'
import { useForm } from 'react-hook-form'
import { OptionGroup } from '@/components/generation/option-group'
import { Button } from '@/components/ui/button'
import { ApiError, getErrorMessage } from '@/lib/api-client'
import { TONES, type ToneId } from './tones'

interface SuggestionPanelProps {
  /** The line under the heading. */
  intro: string
  /** Fields asked for along with the tone, such as the recipient's name. */
  children?: ReactNode
  /** Asks for messages in `tone`; asking again with the same choices should fetch a fresh batch. */
  onAsk: (tone: ToneId) => void
  /** The query behind the list. */
  suggestions: { data?: string[]; isFetching: boolean; error: unknown }
  /** Whether `message` is the one in use, to mark it. */
  isChosen: (message: string) => boolean
  onChoose: (message: string) => void
}

/** "Suggest a message": a tone to choose, ready-made messages to pick one from. Nothing is fetched
 * until asked, and nothing is written until a message is chosen. No <form> of its own, so it can
 * sit inside another form: Enter in one of its fields asks for messages instead of submitting it. */
export function SuggestionPanel({ intro, children, onAsk, suggestions, isChosen, onChoose }: SuggestionPanelProps) {
  const form = useForm<{ tone: ToneId }>({ defaultValues: { tone: 'warm' } })
  const id = useId()
  const ask = () => onAsk(form.getValues('tone'))
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Enter' && event.target instanceof HTMLInputElement) {
      event.preventDefault()
      ask()
    }
  }
  const { data, isFetching, error } = suggestions

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="grid gap-4 rounded-lg border border-dashed border-input bg-muted/40 p-4 sm:p-5"
    >
      <div className="grid gap-1">
        <h3 id={`${id}-title`} className="flex items-center gap-2 font-semibold text-plum">
          <Lightbulb aria-hidden className="size-4 text-[#b7800f]" />
          Suggest a message
        </h3>
        <p className="text-sm text-muted-foreground">{intro}</p>
      </div>
      <div onKeyDown={onKeyDown} className="grid gap-4">
        <OptionGroup legend="Tone" options={TONES} registration={form.register('tone')} />
        {children}
        <Button type="button" variant="outline" className="justify-self-start" disabled={isFetching} onClick={ask}>
          {isFetching ? <LoaderCircle aria-hidden className="animate-spin" /> : <Lightbulb aria-hidden />}
          {isFetching ? 'Finding messages…' : 'Suggest messages'}
        </Button>
      </div>
      {error && !isFetching ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {failureText(error)}
        </p>
      ) : null}
      {data && data.length > 0 ? (
        <div className="grid gap-2">
          <p id={`${id}-list`} className="text-sm font-semibold text-foreground">
            Choose one to use it:
          </p>
          <ul aria-labelledby={`${id}-list`} className="grid gap-2">
            {data.map((message) => (
              <li key={message}>
                <button
                  type="button"
                  onClick={() => onChoose(message)}
                  aria-pressed={isChosen(message)}
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

/** Too many asked for (429) says when to try again, in the server's words; anything else, that it failed. */
function failureText(error: unknown) {
  if (error instanceof ApiError && error.status === 429) {
    const wait = getErrorMessage(error, 'Many suggestions were asked for just now. Please try again later.')
    return `${wait} You can still write your own message.`
  }
  return "We couldn't load suggestions just now. Please try again, or write your own message."
}
