import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { toast } from '@/lib/toast'
import { REMINDER_NOT_ADDED_FALLBACK, useCreateReminder } from '../api/create-reminder'
import type { Reminder } from '../api/get-reminders'
import { formInputOf, type ReminderFormValues } from '../api/reminder-form'
import { REMINDER_NOT_SAVED_FALLBACK, useUpdateReminder } from '../api/update-reminder'
import { formatDateIn } from '../utils/calendar'
import { ReminderForm } from './reminder-form'

interface ReminderDialogProps {
  /** `null` to add a date; the date to edit otherwise. */
  editing: Reminder | null
  open: boolean
  onOpenChange: (open: boolean) => void
}

/** Adds a date to remember, or edits one. */
export function ReminderDialog({ editing, open, onOpenChange }: ReminderDialogProps) {
  const create = useCreateReminder()
  const update = useUpdateReminder()
  const close = () => onOpenChange(false)

  const onSave = async (values: ReminderFormValues) => {
    const saved = editing
      ? await update.mutateAsync({ id: editing.id, reminder: { ...values, enabled: editing.enabled } })
      : await create.mutateAsync({ ...values, enabled: true })
    toast({
      title: editing ? 'Date saved' : 'Date added',
      description: saved.enabled
        ? `We'll remind you on ${formatDateIn(saved.remindAt, saved.timeZone)}.`
        : `${saved.name}'s date is saved. Its reminder is off.`,
    })
    close()
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-xl">
        <DialogHeader>
          <DialogTitle>{editing ? `Edit ${editing.name}'s date` : 'Add a date to remember'}</DialogTitle>
          <DialogDescription>
            We'll email you ahead of the day with a link to make a card, so it arrives right on time.
          </DialogDescription>
        </DialogHeader>
        {/* Keyed by the date, so each opening starts from that date's saved values. */}
        <ReminderForm
          key={editing?.id ?? 'new'}
          initial={editing ? formInputOf(editing) : undefined}
          submitLabel={editing ? 'Save changes' : 'Add date'}
          fallbackError={editing ? REMINDER_NOT_SAVED_FALLBACK : REMINDER_NOT_ADDED_FALLBACK}
          onSave={onSave}
          onCancel={close}
        />
      </DialogContent>
    </Dialog>
  )
}
