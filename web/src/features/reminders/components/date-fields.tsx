import { useWatch, type UseFormReturn } from 'react-hook-form'
import { fieldErrorId } from '@/components/ui/form-field'
import { Label } from '@/components/ui/label'
import { NativeSelect } from '@/components/ui/native-select'
import type { ReminderFormInput, ReminderFormValues } from '../api/reminder-form'
import { daysInMonth, MONTHS } from '../utils/calendar'

type ReminderForm = UseFormReturn<ReminderFormInput, unknown, ReminderFormValues>

/** Month and day, every year (29 February included). Choosing a shorter month moves a day
 * that no longer exists to the month's last. */
export function DateFields({ form }: { form: ReminderForm }) {
  const month = Number(useWatch({ control: form.control, name: 'month' })) || 1
  const error = form.formState.errors.day?.message
  const days = daysInMonth(month)
  const invalid = error ? true : undefined
  const describedBy = error ? fieldErrorId('reminder-date') : undefined

  const monthField = form.register('month', {
    onChange: (event: { target: { value: string } }) => {
      const last = daysInMonth(Number(event.target.value))
      if (Number(form.getValues('day')) > last) form.setValue('day', String(last))
    },
  })

  return (
    <fieldset className="grid gap-2">
      <legend className="mb-2 text-sm font-semibold text-foreground">Date</legend>
      <div className="grid grid-cols-[minmax(0,1.6fr)_minmax(0,1fr)] gap-3">
        <div className="grid gap-1.5">
          <Label htmlFor="reminder-month" className="text-xs font-medium text-muted-foreground">
            Month
          </Label>
          <NativeSelect id="reminder-month" aria-invalid={invalid} aria-describedby={describedBy} {...monthField}>
            {MONTHS.map((name, index) => (
              <option key={name} value={String(index + 1)}>
                {name}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="reminder-day" className="text-xs font-medium text-muted-foreground">
            Day
          </Label>
          <NativeSelect id="reminder-day" aria-invalid={invalid} aria-describedby={describedBy} {...form.register('day')}>
            {Array.from({ length: days }, (_, index) => (
              <option key={index + 1} value={String(index + 1)}>
                {index + 1}
              </option>
            ))}
          </NativeSelect>
        </div>
      </div>
      {error ? (
        <p id={fieldErrorId('reminder-date')} role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </fieldset>
  )
}
