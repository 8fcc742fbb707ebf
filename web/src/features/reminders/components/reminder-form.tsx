import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { FormAlert } from '@/components/form/form-alert'
import { InputField } from '@/components/form/input-field'
import { SubmitButton } from '@/components/form/submit-button'
import { OptionGroup } from '@/components/generation/option-group'
import { TimeZoneSelect } from '@/components/sending/time-zone-select'
import { Button } from '@/components/ui/button'
import { DialogFooter } from '@/components/ui/dialog'
import { fieldErrorId, FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { useServerError } from '@/hooks/use-server-error'
import { browserTimeZone } from '@/lib/time-zones'
import {
  DEFAULT_DAYS_BEFORE,
  MAX_DAYS_BEFORE,
  NAME_MAX_LENGTH,
  RELATIONSHIP_MAX_LENGTH,
  REMINDER_FIELDS,
  reminderFormSchema,
  type ReminderFormInput,
  type ReminderFormValues,
} from '../api/reminder-form'
import { OCCASION_ICONS, OCCASION_LABELS, OCCASIONS } from '../data/occasions'
import { DateFields } from './date-fields'

const OCCASION_OPTIONS = OCCASIONS.map((occasion) => {
  const Icon = OCCASION_ICONS[occasion]
  return { value: occasion, label: OCCASION_LABELS[occasion], icon: <Icon className="size-5" /> }
})

/** A blank form: a birthday, reminded a week ahead, in this browser's time zone. */
function blankForm(): ReminderFormInput {
  const today = new Date()
  return {
    name: '',
    relationship: '',
    occasion: 'birthday',
    month: String(today.getMonth() + 1),
    day: String(today.getDate()),
    daysBefore: String(DEFAULT_DAYS_BEFORE),
    timeZone: browserTimeZone(),
  }
}

interface ReminderFormProps {
  /** The date being edited; none to add one. */
  initial?: ReminderFormInput
  submitLabel: string
  fallbackError: string
  /** Saves the date; a rejection shows on the form (field by field when the server names them). */
  onSave: (values: ReminderFormValues) => Promise<unknown>
  onCancel: () => void
}

/** Whose date, which occasion, which day, and when and where to remind. */
export function ReminderForm({ initial, submitLabel, fallbackError, onSave, onCancel }: ReminderFormProps) {
  const form = useForm<ReminderFormInput, unknown, ReminderFormValues>({
    resolver: zodResolver(reminderFormSchema),
    defaultValues: initial ?? blankForm(),
  })
  const serverError = useServerError(form, REMINDER_FIELDS, fallbackError)
  const { errors } = form.formState

  const onSubmit = form.handleSubmit(async (values) => {
    serverError.clear()
    try {
      await onSave(values)
    } catch (error) {
      serverError.show(error)
    }
  })

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-5">
      <FormAlert message={serverError.message} />
      <div className="grid gap-4 sm:grid-cols-2">
        <InputField form={form} name="name" label="Name" placeholder="Mia" maxLength={NAME_MAX_LENGTH} autoComplete="off" />
        <InputField
          form={form}
          name="relationship"
          label="Relationship (optional)"
          placeholder="Sister, friend, colleague…"
          maxLength={RELATIONSHIP_MAX_LENGTH}
          autoComplete="off"
        />
      </div>
      <div className="grid gap-1">
        <OptionGroup
          legend="Occasion"
          options={OCCASION_OPTIONS}
          registration={form.register('occasion')}
          columnsClassName="grid-cols-3"
          tileClassName="flex-col justify-center gap-1 px-2 text-center sm:flex-row sm:justify-start sm:gap-2.5 sm:px-3 sm:text-left"
        />
        {errors.occasion ? (
          <p role="alert" className="text-sm font-medium text-destructive">
            {errors.occasion.message}
          </p>
        ) : null}
      </div>
      <DateFields form={form} />
      <div className="grid gap-4 sm:grid-cols-[auto_minmax(0,1fr)]">
        <FormField id="daysBefore" label="Remind me" error={errors.daysBefore?.message}>
          <div className="flex items-center gap-2">
            <Input
              id="daysBefore"
              type="number"
              inputMode="numeric"
              min={0}
              max={MAX_DAYS_BEFORE}
              className="w-20"
              aria-invalid={errors.daysBefore ? true : undefined}
              aria-describedby={errors.daysBefore ? fieldErrorId('daysBefore') : 'days-before-hint'}
              {...form.register('daysBefore')}
            />
            <span id="days-before-hint" className="text-sm whitespace-nowrap text-muted-foreground">
              days before
            </span>
          </div>
        </FormField>
        <FormField id="timeZone" label="Time zone" error={errors.timeZone?.message}>
          <TimeZoneSelect
            id="timeZone"
            chosen={initial?.timeZone ?? browserTimeZone()}
            aria-invalid={errors.timeZone ? true : undefined}
            aria-describedby={errors.timeZone ? fieldErrorId('timeZone') : 'time-zone-hint'}
            {...form.register('timeZone')}
          />
        </FormField>
      </div>
      <p id="time-zone-hint" className="-mt-2 text-xs text-muted-foreground">
        The reminder arrives at 9:00 in the morning in this time zone, with a link to make the card.
      </p>
      <DialogFooter>
        <Button variant="outline" onClick={onCancel}>
          Cancel
        </Button>
        <SubmitButton pending={form.formState.isSubmitting} pendingLabel="Saving…" size="default" className="sm:w-auto">
          {submitLabel}
        </SubmitButton>
      </DialogFooter>
    </form>
  )
}
