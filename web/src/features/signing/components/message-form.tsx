import { zodResolver } from '@hookform/resolvers/zod'
import { Check, LoaderCircle } from 'lucide-react'
import { useEffect, useState, type ReactNode } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { z } from 'zod'
import { inkHex } from '@/components/signature/ink'
import { MessagePhotoField } from '@/components/signature/message-photo-field'
import { SignaturePad } from '@/components/signature/signature-pad'
import type { Strokes } from '@/components/signature/strokes'
import { FontChoice } from '@/components/sending/font-choice'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { fieldErrorId, FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { Textarea } from '@/components/ui/textarea'
import { ApiError, getErrorMessage, getFieldErrors } from '@/lib/api-client'
import { CARD_FONTS, loadHandwrittenFont } from '@/lib/card-fonts'
import { applyServerError } from '@/lib/form-errors'
import { cn } from '@/lib/utils'
import type { InkColour } from '../api/get-signing-page'
import type { MessageRequest } from '../api/sign-card'
import { SigningSuggestions } from './signing-suggestions'

const NAME_MAX = 60

function messageFormSchema(maxChars: number) {
  return z.object({
    text: z
      .string()
      .refine((value) => value.trim() !== '', 'Write a message')
      .refine((value) => [...value].length <= maxChars, `Keep it to ${maxChars} characters`),
    name: z
      .string()
      .trim()
      .min(1, 'Enter your name')
      .max(NAME_MAX, `Keep your name to ${NAME_MAX} characters`),
    font: z.enum(CARD_FONTS),
    colour: z.string(),
    email: z.union([z.literal(''), z.email('Enter a valid email address, or leave it empty')]),
  })
}

export type MessageFormValues = z.input<ReturnType<typeof messageFormSchema>>

const SERVER_FIELDS = ['text', 'name', 'font', 'colour', 'email'] as const

export interface MessageFormDefaults extends MessageFormValues {
  signature: Strokes
  /** The photo the message has, when it is an edit. */
  photoUrl?: string | null
}

/** What the server says of a photo over its size limit, should its answer not say. */
const PHOTO_TOO_LARGE = 'The image file must be less than 5MB'

/**
 * What the request says of the photo: a new one when one was chosen, a removal when the photo the
 * message had was taken off, and nothing when it was left alone (an edit keeps its photo).
 */
function photoChange(
  photo: string | null,
  changed: boolean,
  hadPhoto: boolean,
): Pick<MessageRequest, 'photo' | 'removePhoto'> {
  if (!changed) return {}
  if (photo) return { photo }
  return hadPhoto ? { removePhoto: true } : {}
}

interface MessageFormProps {
  /** Makes the fields' ids unique when two forms share the page. */
  idPrefix: string
  defaults: MessageFormDefaults
  colours: readonly InkColour[]
  maxChars: number
  /** Shows the email field (a new message; an edited one keeps the address it has). */
  askEmail: boolean
  submitLabel: string
  pendingLabel: string
  onSubmit: (message: MessageRequest) => Promise<unknown>
  /** What to say when the server gives no reason. */
  failureFallback: string
  /** A Cancel button beside the submit button, for an edit. */
  extraActions?: ReactNode
}

/** What a signer writes on the card: words, name, face, ink, signature and (optionally) a photo and an email. */
export function MessageForm({
  idPrefix,
  defaults,
  colours,
  maxChars,
  askEmail,
  submitLabel,
  pendingLabel,
  onSubmit,
  failureFallback,
  extraActions,
}: MessageFormProps) {
  const { signature: defaultSignature, photoUrl: defaultPhoto = null, ...defaultValues } = defaults
  const form = useForm<MessageFormValues, unknown, MessageFormValues>({
    resolver: zodResolver(messageFormSchema(maxChars)),
    defaultValues,
  })
  const [signature, setSignature] = useState<Strokes>(defaultSignature)
  const [signatureError, setSignatureError] = useState<string | null>(null)
  // The preview: the photo the message has until another is chosen (a data URL) or it is removed.
  const [photo, setPhoto] = useState<string | null>(defaultPhoto)
  const [photoChanged, setPhotoChanged] = useState(false)
  const [photoError, setPhotoError] = useState<string | null>(null)
  const [failure, setFailure] = useState<string | null>(null)
  const [text, colour] = useWatch({ control: form.control, name: ['text', 'colour'] })
  const ink = inkHex(colour, colours)
  const count = [...text].length
  const id = (field: string) => `${idPrefix}-${field}`

  useEffect(() => {
    void loadHandwrittenFont()
  }, [])

  // A suggestion replaces the words only once it is chosen; a "Write a message" shown already goes.
  const choose = (message: string) =>
    form.setValue('text', message, { shouldDirty: true, shouldValidate: form.formState.isSubmitted })

  const changePhoto = (next: string | null) => {
    setPhoto(next)
    setPhotoChanged(true)
    setPhotoError(null)
  }

  const submit = form.handleSubmit(async (values) => {
    setFailure(null)
    setSignatureError(null)
    setPhotoError(null)
    const email = values.email.trim()
    const photoFields = photoChange(photo, photoChanged, defaultPhoto !== null)
    try {
      await onSubmit({
        text: values.text,
        name: values.name.trim(),
        font: values.font,
        colour: values.colour,
        signature,
        ...photoFields,
        ...(askEmail && email ? { email } : {}),
      })
    } catch (error) {
      const { signature: signatureMessage, photo: photoFieldMessage } = getFieldErrors(error)
      // The body over the server's limit is the photo: nothing else in a message comes near it.
      const photoMessage =
        photoFieldMessage ??
        (photoFields.photo && error instanceof ApiError && error.status === 413
          ? getErrorMessage(error, PHOTO_TOO_LARGE)
          : undefined)
      if (signatureMessage) setSignatureError(signatureMessage)
      if (photoMessage) setPhotoError(photoMessage)
      const rest = applyServerError(error, form.setError, SERVER_FIELDS, failureFallback)
      if (!signatureMessage && !photoMessage) setFailure(rest)
    }
  })

  const { errors, isSubmitting } = form.formState
  const describedBy = (field: string, extra?: string) =>
    [errors[field as keyof MessageFormValues] ? fieldErrorId(id(field)) : null, extra].filter(Boolean).join(' ') ||
    undefined

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="grid gap-6">
      <FormField id={id('text')} label="Your message" error={errors.text?.message}>
        <Textarea
          id={id('text')}
          dir="auto"
          rows={5}
          maxLength={maxChars}
          placeholder="Write something they will remember…"
          aria-invalid={errors.text ? true : undefined}
          aria-describedby={describedBy('text', id('count'))}
          className="min-h-36 text-base"
          {...form.register('text')}
        />
        <p
          id={id('count')}
          aria-live="polite"
          className={cn('-mt-1 text-end text-xs tabular-nums text-muted-foreground', count > maxChars && 'text-destructive')}
        >
          {count} / {maxChars}
        </p>
      </FormField>

      <SigningSuggestions current={text} maxChars={maxChars} onChoose={choose} />

      <FormField id={id('name')} label="Your name" error={errors.name?.message}>
        <Input
          id={id('name')}
          dir="auto"
          autoComplete="name"
          maxLength={NAME_MAX}
          aria-invalid={errors.name ? true : undefined}
          aria-describedby={describedBy('name')}
          {...form.register('name')}
        />
      </FormField>

      <FontChoice message={text} sample="With love" registration={form.register('font')} error={errors.font?.message} />

      <fieldset className="grid gap-2">
        <legend className="mb-2 text-sm font-semibold text-foreground">Ink colour</legend>
        <div className="flex flex-wrap gap-2 sm:gap-3">
          {colours.map((option) => (
            <label
              key={option.name}
              className="group relative grid size-10 cursor-pointer sm:size-11 place-items-center rounded-full border-2 border-transparent transition-transform has-checked:border-foreground/70 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-ring hover:scale-105"
              title={capitalise(option.name)}
            >
              <input
                type="radio"
                value={option.name}
                aria-label={capitalise(option.name)}
                className="absolute inset-0 z-10 size-full cursor-pointer appearance-none rounded-full"
                {...form.register('colour')}
              />
              <span aria-hidden className="grid size-7 place-items-center rounded-full shadow-inner sm:size-8" style={{ background: option.hex }}>
                <Check className="size-4 text-white opacity-0 group-has-checked:opacity-100" />
              </span>
            </label>
          ))}
        </div>
        {errors.colour?.message ? (
          <p role="alert" className="text-sm font-medium text-destructive">
            {errors.colour.message}
          </p>
        ) : null}
      </fieldset>

      <div className="grid gap-1">
        <SignaturePad value={signature} onChange={setSignature} colour={ink} disabled={isSubmitting} />
        {signatureError ? (
          <p role="alert" className="text-sm font-medium text-destructive">
            {signatureError}
          </p>
        ) : null}
      </div>

      <MessagePhotoField
        id={id('photo')}
        photo={photo}
        onChange={changePhoto}
        error={photoError}
        disabled={isSubmitting}
      />

      {askEmail ? (
        <div className="grid gap-1.5">
          <FormField id={id('email')} label="Your email, optional" error={errors.email?.message}>
            <Input
              id={id('email')}
              type="email"
              autoComplete="email"
              inputMode="email"
              aria-invalid={errors.email ? true : undefined}
              aria-describedby={describedBy('email', id('email-hint'))}
              {...form.register('email')}
            />
          </FormField>
          <p id={id('email-hint')} className="text-xs text-muted-foreground">
            To get a link to change your message, and the thanks.
          </p>
        </div>
      ) : null}

      {failure ? <Alert>{failure}</Alert> : null}

      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        {extraActions}
        <Button type="submit" size="lg" disabled={isSubmitting} aria-busy={isSubmitting} className="w-full sm:w-auto">
          {isSubmitting ? <LoaderCircle aria-hidden className="animate-spin" /> : null}
          {isSubmitting ? pendingLabel : submitLabel}
        </Button>
      </div>
    </form>
  )
}

function capitalise(word: string) {
  return word.charAt(0).toUpperCase() + word.slice(1)
}
