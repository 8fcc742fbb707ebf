import type { Reminder } from '../api/get-reminders'
import { ReminderItem } from './reminder-item'

interface ReminderListProps {
  reminders: Reminder[]
  paused: boolean
  onEdit: (reminder: Reminder) => void
  onDelete: (reminder: Reminder) => void
}

/** The dates in calendar order, January first. */
export function ReminderList({ reminders, paused, onEdit, onDelete }: ReminderListProps) {
  return (
    <ul aria-label="Your dates" className="grid gap-3">
      {reminders.map((reminder) => (
        <ReminderItem key={reminder.id} reminder={reminder} paused={paused} onEdit={onEdit} onDelete={onDelete} />
      ))}
    </ul>
  )
}
