import { CalendarClock, Send } from 'lucide-react'
import { useWatch, type UseFormReturn } from 'react-hook-form'
import { OptionGroup, type Option } from '@/components/generation/option-group'
import { fieldErrorId, FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { scheduleBounds, suggestedSendAt, type SendFormValues } from './send-form'
import { SendTimeNote } from './send-time-note'
import { TimeZoneSelect } from './time-zone-select'

const WHEN_OPTIONS: Option<SendFormValues['when']>[] = [
  { value: 'now', label: 'Send now', hint: 'It leaves within a minute', icon: <Send className="size-5" /> },
  { value: 'schedule', label: 'Schedule', hint: 'On the day, at their time', icon: <CalendarClock className="size-5" /> },
]

/** Now, or a date and time in a chosen zone (the recipient's, usually). */
export function SendTimeFields({ form }: { form: UseFormReturn<SendFormValues> }) {
  const [when, timeZone, sendAt] = useWatch({ control: form.control, name: ['when', 'timeZone', 'sendAt'] })
  const { errors } = form.formState
  const whenField = form.register('when', {
    onChange: () => {
      // A first suggestion beats an empty picker: tomorrow morning, easy to change.
      if (form.getValues('when') === 'schedule' && !form.getValues('sendAt')) {
        form.setValue('sendAt', suggestedSendAt(form.getValues('timeZone')))
      }
    },
  })
  const bounds = scheduleBounds(timeZone)
  return (
    <div className="grid gap-4">
      <OptionGroup legend="When" options={WHEN_OPTIONS} registration={whenField} columnsClassName="grid-cols-2" />
      {when === 'schedule' ? (
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField id="send-at" label="Date and time" error={errors.sendAt?.message}>
            <Input
              id="send-at"
              type="datetime-local"
              min={bounds.min}
              max={bounds.max}
              aria-invalid={errors.sendAt ? true : undefined}
              aria-describedby={errors.sendAt ? fieldErrorId('send-at') : 'send-at-hint'}
              className="min-w-0"
              {...form.register('sendAt')}
            />
          </FormField>
          <TimeZoneField form={form} />
          <p id="send-at-hint" className="text-xs text-muted-foreground sm:col-span-2">
            The card arrives at this time in the zone you choose. Sending to someone far away? Pick their time zone.
          </p>
          <SendTimeNote sendAt={sendAt} timeZone={timeZone} />
        </div>
      ) : errors.timeZone ? (
        // Sending now still names a zone (the browser's); should the server not know it, say so.
        <TimeZoneField form={form} />
      ) : null}
    </div>
  )
}

function TimeZoneField({ form }: { form: UseFormReturn<SendFormValues> }) {
  const timeZone = useWatch({ control: form.control, name: 'timeZone' })
  const error = form.formState.errors.timeZone?.message
  return (
    <FormField id="time-zone" label="Time zone" error={error}>
      <TimeZoneSelect
        id="time-zone"
        chosen={timeZone}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? fieldErrorId('time-zone') : 'send-at-hint'}
        {...form.register('timeZone')}
      />
    </FormField>
  )
}
