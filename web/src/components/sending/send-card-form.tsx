import { zodResolver } from '@hookform/resolvers/zod'
import { Gift } from 'lucide-react'
import { useEffect, useState } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { useNavigate } from 'react-router'
import { SubmitButton } from '@/components/form/submit-button'
import { TextareaField } from '@/components/form/textarea-field'
import { Button } from '@/components/ui/button'
import { fieldErrorId, FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { useAuth } from '@/lib/auth'
import { loadHandwrittenFont } from '@/lib/card-fonts'
import { applyServerError } from '@/lib/form-errors'
import { occasionWording } from '@/lib/occasions'
import { useCreateSend } from './api/create-send'
import { useEditSend } from './api/edit-send'
import type { SendView } from './api/send-view'
import { FontChoice } from './font-choice'
import { RecipientFields } from './recipient-fields'
import { SendFailureAlert, UnverifiedNotice } from './send-failure-alert'
import { SEND_FAILED_FALLBACK, sendFailureOf, type SendFailure } from './send-failure'
import {
  editSendValues,
  MAX_MESSAGE_LENGTH,
  MAX_NAME_LENGTH,
  newSendValues,
  SEND_FIELDS,
  sendFormSchema,
  toSendDetails,
  type SendFormValues,
} from './send-form'
import { SendTimeFields } from './send-time-fields'
import { toastSent } from './send-toast'

/** A new send of one of the user's images (with the card's occasion, when it is a card), or a
 * change to a scheduled one. */
export type SendTarget =
  | { imageId: string; occasion?: string | null; send?: undefined }
  | { imageId?: undefined; send: SendView }

export function SendCardForm({ target, onDone }: { target: SendTarget; onDone: () => void }) {
  const auth = useAuth()
  const editing = target.send !== undefined
  const form = useForm<SendFormValues, unknown, ReturnType<typeof sendFormSchema.parse>>({
    resolver: zodResolver(sendFormSchema),
    defaultValues: target.send ? editSendValues(target.send) : newSendValues(auth.user?.displayName ?? ''),
  })
  const [message, when, recipients] = useWatch({ control: form.control, name: ['message', 'when', 'recipients'] })
  // The example message speaks to the card's occasion, and to the recipient once named.
  const wording = occasionWording(target.send ? null : target.occasion, firstName(recipients))
  const [failure, setFailure] = useState<SendFailure | null>(null)
  const createSend = useCreateSend()
  const editSend = useEditSend()
  const navigate = useNavigate()

  useEffect(() => {
    void loadHandwrittenFont()
  }, [])

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null)
    const details = toSendDetails(values)
    try {
      const sent = target.send
        ? await editSend.mutateAsync({ id: target.send.id, details })
        : await createSend.mutateAsync({ imageId: target.imageId, ...details })
      toastSent(sent, {
        edited: editing,
        link: { label: 'View sent cards', href: '/sent', navigate: (href) => void navigate(href) },
      })
      onDone()
    } catch (error) {
      const refused = sendFailureOf(error, editing)
      if (refused.kind === 'fields') applyServerError(error, form.setError, SEND_FIELDS, SEND_FAILED_FALLBACK)
      setFailure(refused)
    }
  })

  const { errors, isSubmitting } = form.formState
  const scheduling = when === 'schedule'
  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-1 flex-col">
      <div className="grid gap-6 px-5 pt-2 pb-6 sm:px-6">
        {auth.user && !auth.user.emailVerified && failure?.kind !== 'unverified' ? <UnverifiedNotice /> : null}
        <RecipientFields form={form} />
        <TextareaField
          form={form}
          name="message"
          id="send-message"
          label="Personal message (optional)"
          hint="Shown inside the card, under the picture, in the font you choose below."
          rows={4}
          maxLength={MAX_MESSAGE_LENGTH}
          placeholder={wording.message}
        />
        <FontChoice
          message={message}
          sample={wording.sample}
          registration={form.register('font')}
          error={errors.font?.message}
        />
        <FormField id="sender-name" label="From" error={errors.senderName?.message}>
          <Input
            id="sender-name"
            autoComplete="name"
            maxLength={MAX_NAME_LENGTH}
            aria-invalid={errors.senderName ? true : undefined}
            aria-describedby={errors.senderName ? fieldErrorId('sender-name') : 'sender-name-hint'}
            {...form.register('senderName')}
          />
          <p id="sender-name-hint" className="text-xs text-muted-foreground">
            Your name as the recipients see it in the email and on the card.
          </p>
        </FormField>
        <SendTimeFields form={form} />
        <SendFailureAlert failure={failure} />
      </div>
      <div className="sticky bottom-0 mt-auto grid gap-3 border-t bg-card px-5 py-4 sm:flex sm:items-center sm:justify-between sm:px-6">
        <p className="flex items-center gap-2 text-sm text-muted-foreground">
          <Gift aria-hidden className="size-4 shrink-0 text-primary" />
          Sending is free: no credits are used.
        </p>
        <div className="grid grid-cols-2 gap-2 sm:flex">
          <Button variant="outline" onClick={onDone} disabled={isSubmitting}>
            Cancel
          </Button>
          <SubmitButton
            pending={isSubmitting}
            pendingLabel={editing ? 'Saving…' : scheduling ? 'Scheduling…' : 'Sending…'}
            size="default"
            className="sm:w-auto"
          >
            {editing ? 'Save changes' : scheduling ? 'Schedule card' : 'Send card'}
          </SubmitButton>
        </div>
      </div>
    </form>
  )
}

/** The one recipient's first name, for the example message; none while several are named. */
function firstName(recipients: SendFormValues['recipients']): string | null {
  const named = recipients.map((recipient) => recipient.name.trim()).filter(Boolean)
  return named.length === 1 ? named[0].split(/\s+/)[0] : null
}
