import { Brush, Pencil, Trash2 } from 'lucide-react'
import { Link } from 'react-router'
import { Button } from '@/components/ui/button'
import { Switch } from '@/components/ui/switch'
import { getErrorMessage } from '@/lib/api-client'
import { zoneLabel } from '@/lib/time-zones'
import { toast } from '@/lib/toast'
import { cn } from '@/lib/utils'
import type { Reminder } from '../api/get-reminders'
import { requestOf } from '../api/reminder-form'
import { REMINDER_NOT_SAVED_FALLBACK, useUpdateReminder } from '../api/update-reminder'
import { isOccasion, OCCASION_ICONS, OCCASION_LABELS } from '../data/occasions'
import { daysBeforeLabel, formatDateIn, formatDayOfYear } from '../utils/calendar'

interface ReminderItemProps {
  reminder: Reminder
  /** Every reminder of the account is switched off. */
  paused: boolean
  onEdit: (reminder: Reminder) => void
  onDelete: (reminder: Reminder) => void
}

/** When the next email goes, or why none will. */
function nextReminderText(reminder: Reminder, enabled: boolean, paused: boolean): string {
  if (!enabled) return 'Reminder off for this date'
  if (paused) return 'Paused: email reminders are off for your account'
  return `Next reminder ${formatDateIn(reminder.remindAt, reminder.timeZone)} · ${zoneLabel(reminder.timeZone)}`
}

/** One date: whose, which, when it is reminded, and what can be done with it. */
export function ReminderItem({ reminder, paused, onEdit, onDelete }: ReminderItemProps) {
  const toggle = useUpdateReminder({
    mutationConfig: {
      onError: (error) =>
        toast({ variant: 'destructive', title: 'Not changed', description: getErrorMessage(error, REMINDER_NOT_SAVED_FALLBACK) }),
    },
  })
  // Shown as asked at once; the server's answer (or a failure) settles it.
  const enabled = toggle.isPending ? !!toggle.variables.reminder.enabled : reminder.enabled
  const occasion = isOccasion(reminder.occasion) ? reminder.occasion : 'other'
  const Icon = OCCASION_ICONS[occasion]
  const switchId = `reminder-${reminder.id}-enabled`

  return (
    <li className="grid gap-4 rounded-xl border bg-card p-4 shadow-card sm:p-5">
      <div className="flex items-start gap-3.5">
        <span
          aria-hidden
          className={cn(
            'flex size-11 shrink-0 items-center justify-center rounded-full',
            enabled && !paused ? 'bg-secondary text-primary' : 'bg-muted text-muted-foreground',
          )}
        >
          <Icon className="size-5" />
        </span>
        <div className="grid min-w-0 flex-1 gap-1">
          <h3 className="font-semibold break-words text-foreground">
            {reminder.name}
            {reminder.relationship ? (
              <span className="font-normal text-muted-foreground"> · {reminder.relationship}</span>
            ) : null}
          </h3>
          <p className="text-sm text-foreground">
            {OCCASION_LABELS[occasion]} · {formatDayOfYear(reminder.month, reminder.day)}
          </p>
          <p className="text-sm text-muted-foreground">
            {daysBeforeLabel(reminder.daysBefore)} · {nextReminderText(reminder, enabled, paused)}
          </p>
        </div>
        <div className="flex shrink-0 items-center gap-2 pt-1">
          <label htmlFor={switchId} className="sr-only">
            Reminders for {reminder.name}'s {OCCASION_LABELS[occasion].toLowerCase()}
          </label>
          <Switch
            id={switchId}
            checked={enabled}
            disabled={toggle.isPending}
            onCheckedChange={(next) => toggle.mutate({ id: reminder.id, reminder: { ...requestOf(reminder), enabled: next } })}
          />
        </div>
      </div>
      {/* On a phone: one wide "Make a card" and two icon buttons, each a full 44 px target. */}
      <div className="flex gap-2 sm:pl-[3.6rem]">
        <Button asChild size="sm" variant="secondary" className="max-sm:h-11 max-sm:flex-1">
          <Link to={reminder.createUrl}>
            <Brush aria-hidden />
            Make a card
          </Link>
        </Button>
        <Button
          variant="outline"
          size="sm"
          className="max-sm:size-11 max-sm:px-0"
          onClick={() => onEdit(reminder)}
          aria-label={`Edit ${reminder.name}'s date`}
        >
          <Pencil aria-hidden />
          <span className="max-sm:hidden">Edit</span>
        </Button>
        <Button
          variant="ghost"
          size="sm"
          className="max-sm:size-11 max-sm:px-0"
          onClick={() => onDelete(reminder)}
          aria-label={`Delete ${reminder.name}'s date`}
        >
          <Trash2 aria-hidden />
          <span className="max-sm:hidden">Delete</span>
        </Button>
      </div>
    </li>
  )
}
