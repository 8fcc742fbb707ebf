import { Plus } from 'lucide-react'
import { useState } from 'react'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { MAX_REMINDERS, useReminders, type Reminder } from '../api/get-reminders'
import { DeleteReminderDialog } from './delete-reminder-dialog'
import { EmailRemindersSwitch } from './email-reminders-switch'
import { ReminderDialog } from './reminder-dialog'
import { ReminderList } from './reminder-list'
import { RemindersEmpty } from './reminders-empty'
import { RemindersLoading } from './reminders-loading'

/** Which form is open: none, a new date, or one being edited. */
type Editing = { open: false } | { open: true; reminder: Reminder | null }

/** The signed-in user's dates: the account switch, the list, and the add, edit and delete dialogs. */
export function RemindersPage() {
  const reminders = useReminders()
  const [editing, setEditing] = useState<Editing>({ open: false })
  const [deleting, setDeleting] = useState<Reminder | null>(null)
  const count = reminders.data?.reminders.length ?? 0
  const full = count >= MAX_REMINDERS
  const add = () => setEditing({ open: true, reminder: null })

  return (
    <div className="mx-auto grid max-w-4xl gap-6 px-4 py-8 sm:gap-8 sm:px-6 sm:py-14 [&>*]:min-w-0">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div className="grid gap-2">
          <h1 className="font-display text-3xl font-semibold tracking-tight text-plum sm:text-4xl">Dates to remember</h1>
          <p className="max-w-xl text-muted-foreground">
            Birthdays, anniversaries and other days that matter. We email you ahead of each one with a card ready to make.
          </p>
        </div>
        {count > 0 ? (
          <Button onClick={add} disabled={full}>
            <Plus aria-hidden />
            Add a date
          </Button>
        ) : null}
      </header>
      {reminders.isPending ? (
        <RemindersLoading />
      ) : reminders.isError ? (
        <Alert>
          <p>We couldn't load your dates.</p>
          <Button variant="link" className="mt-1 h-auto text-destructive" onClick={() => void reminders.refetch()}>
            Try again
          </Button>
        </Alert>
      ) : (
        <>
          <EmailRemindersSwitch paused={reminders.data.paused} />
          {count === 0 ? (
            <RemindersEmpty onAdd={add} />
          ) : (
            <section aria-labelledby="dates-title" className="grid gap-3">
              <h2 id="dates-title" className="sr-only">
                Your dates
              </h2>
              {full ? (
                <p className="rounded-md border bg-muted/50 px-4 py-3 text-sm text-muted-foreground">
                  You have {MAX_REMINDERS} dates, the most an account can keep. Delete one to add another.
                </p>
              ) : null}
              <ReminderList
                reminders={reminders.data.reminders}
                paused={reminders.data.paused}
                onEdit={(reminder) => setEditing({ open: true, reminder })}
                onDelete={setDeleting}
              />
            </section>
          )}
        </>
      )}
      <ReminderDialog
        editing={editing.open ? editing.reminder : null}
        open={editing.open}
        onOpenChange={(open) => (open ? undefined : setEditing({ open: false }))}
      />
      <DeleteReminderDialog reminder={deleting} onClose={() => setDeleting(null)} />
    </div>
  )
}
