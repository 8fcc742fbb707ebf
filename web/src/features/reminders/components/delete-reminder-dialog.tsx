import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { getErrorMessage } from '@/lib/api-client'
import { toast } from '@/lib/toast'
import { useDeleteReminder } from '../api/delete-reminder'
import type { Reminder } from '../api/get-reminders'

interface DeleteReminderDialogProps {
  /** The date to delete; null when the dialog is closed. */
  reminder: Reminder | null
  onClose: () => void
}

/** Asks before deleting a date; its reminders stop with it. */
export function DeleteReminderDialog({ reminder, onClose }: DeleteReminderDialogProps) {
  const remove = useDeleteReminder({
    mutationConfig: {
      onSuccess: () => {
        toast({ title: 'Date deleted', description: reminder ? `You won't be reminded of ${reminder.name}'s date any more.` : undefined })
        onClose()
      },
      onError: (error) =>
        toast({ variant: 'destructive', title: 'Not deleted', description: getErrorMessage(error, "We couldn't delete this date. Please try again.") }),
    },
  })
  return (
    <ConfirmDialog
      open={reminder !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={reminder ? `Delete ${reminder.name}'s date?` : 'Delete this date?'}
      description="You won't be reminded of it any more. You can always add it again."
      confirmLabel="Delete"
      pending={remove.isPending}
      onConfirm={() => reminder && remove.mutate(reminder.id)}
    />
  )
}
