import { zodResolver } from '@hookform/resolvers/zod'
import { Gift } from 'lucide-react'
import { useState } from 'react'
import { Controller, useForm } from 'react-hook-form'
import { useNavigate } from 'react-router'
import { FormAlert } from '@/components/form/form-alert'
import { InputField } from '@/components/form/input-field'
import { SubmitButton } from '@/components/form/submit-button'
import { TimeZoneSelect } from '@/components/sending/time-zone-select'
import { Button } from '@/components/ui/button'
import { fieldErrorId, FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { Switch } from '@/components/ui/switch'
import { useAuth } from '@/lib/auth'
import { applyServerError } from '@/lib/form-errors'
import { useStartGroupCard } from './api/start-group-card'
import {
  GROUP_CARD_FIELDS,
  groupCardFormSchema,
  newGroupCardValues,
  toStartInput,
  type GroupCardFormValues,
} from './group-card-form'

const START_FAILED = 'The group card could not be started. Please try again.'

/** The organiser's form: what the card is called, who it is for, and when signing closes and it goes. */
export function StartGroupCardForm({ imageId, onDone }: { imageId: string; onDone: () => void }) {
  const auth = useAuth()
  const form = useForm<GroupCardFormValues>({
    resolver: zodResolver(groupCardFormSchema),
    defaultValues: newGroupCardValues(auth.user?.displayName ?? ''),
  })
  const [failure, setFailure] = useState<string | null>(null)
  const start = useStartGroupCard()
  const navigate = useNavigate()
  const { errors, isSubmitting } = form.formState

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null)
    try {
      const started = await start.mutateAsync(toStartInput(imageId, values))
      onDone()
      void navigate(`/group-cards/${started.id}`)
    } catch (error) {
      setFailure(applyServerError(error, form.setError, GROUP_CARD_FIELDS, START_FAILED))
    }
  })

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-1 flex-col">
      <div className="grid gap-5 px-5 pt-2 pb-6 sm:px-6">
        <InputField form={form} name="title" label="Title" placeholder="Farewell, Priya!" maxLength={80} />
        <div className="grid gap-4 sm:grid-cols-2">
          <InputField form={form} name="recipientName" label="Recipient's name" autoComplete="off" maxLength={60} />
          <InputField form={form} name="recipientEmail" label="Recipient's email" type="email" autoComplete="off" />
        </div>
        <InputField form={form} name="organiserName" label="From" autoComplete="name" maxLength={60} />
        <div className="grid gap-4 sm:grid-cols-2">
          <DateTimeField form={form} name="deadline" label="Signing closes" />
          <DateTimeField form={form} name="sendAt" label="Card is sent" />
          <FormField id="group-time-zone" label="Time zone" error={errors.timeZone?.message}>
            <TimeZoneSelect
              id="group-time-zone"
              chosen={form.getValues('timeZone')}
              aria-invalid={errors.timeZone ? true : undefined}
              aria-describedby={errors.timeZone ? fieldErrorId('group-time-zone') : 'group-times-hint'}
              {...form.register('timeZone')}
            />
          </FormField>
          <p id="group-times-hint" className="text-xs text-muted-foreground sm:col-span-2 sm:self-end">
            Both times are in this zone: the recipient's, usually. Signers get reminders before signing closes.
          </p>
        </div>
        <Controller
          control={form.control}
          name="hideMessages"
          render={({ field }) => (
            <div className="flex items-start justify-between gap-4 rounded-lg border p-4">
              <div className="grid gap-1">
                <Label htmlFor="hide-messages">Keep messages private until it is sent</Label>
                <p id="hide-messages-hint" className="text-sm text-muted-foreground">
                  Each signer sees only their own message; everyone sees all of them once the card goes.
                </p>
              </div>
              <Switch
                id="hide-messages"
                aria-describedby="hide-messages-hint"
                checked={field.value}
                onCheckedChange={field.onChange}
              />
            </div>
          )}
        />
        <FormAlert message={failure} />
      </div>
      <div className="sticky bottom-0 mt-auto grid gap-3 border-t bg-card px-5 py-4 sm:flex sm:items-center sm:justify-between sm:px-6">
        <p className="flex items-center gap-2 text-sm text-muted-foreground">
          <Gift aria-hidden className="size-4 shrink-0 text-primary" />
          Signing and sending are free: no credits are used.
        </p>
        <div className="grid grid-cols-2 gap-2 sm:flex">
          <Button variant="outline" onClick={onDone} disabled={isSubmitting}>
            Cancel
          </Button>
          <SubmitButton pending={isSubmitting} pendingLabel="Starting…" size="default" className="sm:w-auto">
            Start group card
          </SubmitButton>
        </div>
      </div>
    </form>
  )
}

function DateTimeField({
  form,
  name,
  label,
}: {
  form: ReturnType<typeof useForm<GroupCardFormValues>>
  name: 'deadline' | 'sendAt'
  label: string
}) {
  const error = form.formState.errors[name]?.message
  return (
    <FormField id={name} label={label} error={error}>
      <Input
        id={name}
        type="datetime-local"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? fieldErrorId(name) : 'group-times-hint'}
        className="min-w-0"
        {...form.register(name)}
      />
    </FormField>
  )
}
