import { BellRing, BellOff } from 'lucide-react'
import { Switch } from '@/components/ui/switch'
import { getErrorMessage } from '@/lib/api-client'
import { toast } from '@/lib/toast'
import { cn } from '@/lib/utils'
import { useUpdateReminderSettings } from '../api/update-reminder-settings'

/** "Email me reminders": the whole account's reminders on or off, the dates kept either way. */
export function EmailRemindersSwitch({ paused }: { paused: boolean }) {
  const settings = useUpdateReminderSettings({
    mutationConfig: {
      onSuccess: ({ paused }) =>
        toast({
          title: paused ? 'Reminders paused' : 'Reminders on',
          description: paused ? 'We won’t email you reminders until you switch them back on.' : 'We’ll email you ahead of each date.',
        }),
      onError: (error) =>
        toast({ variant: 'destructive', title: 'Not changed', description: getErrorMessage(error, "We couldn't change this setting. Please try again.") }),
    },
  })
  const on = settings.isPending ? !settings.variables.paused : !paused
  const Icon = on ? BellRing : BellOff
  return (
    <div className="flex items-center gap-4 rounded-xl border bg-card px-4 py-4 shadow-card sm:px-5">
      <span
        aria-hidden
        className={cn(
          'flex size-11 shrink-0 items-center justify-center rounded-full',
          on ? 'bg-accent-soft text-[#a56d00]' : 'bg-muted text-muted-foreground',
        )}
      >
        <Icon className="size-5" />
      </span>
      <div className="grid min-w-0 flex-1 gap-0.5">
        <label htmlFor="email-reminders" className="cursor-pointer font-semibold text-foreground">
          Email me reminders
        </label>
        <p id="email-reminders-hint" className="text-sm text-muted-foreground" aria-live="polite">
          {on
            ? 'Each reminder arrives at 9:00 in the morning, in the time zone of its date.'
            : 'Paused. Your dates are kept; switch this on to get reminders again.'}
        </p>
      </div>
      <Switch
        id="email-reminders"
        aria-describedby="email-reminders-hint"
        checked={on}
        disabled={settings.isPending}
        onCheckedChange={(next) => settings.mutate({ paused: !next })}
      />
    </div>
  )
}
