import { BellRing, Check, Clock, MailX } from 'lucide-react'
import { useState, type FormEvent } from 'react'
import type { GroupCardView, Invite } from '@/components/group-cards/api/group-card-view'
import { Button } from '@/components/ui/button'
import { FormField, fieldErrorId } from '@/components/ui/form-field'
import { Textarea } from '@/components/ui/textarea'
import { getErrorMessage, getFieldErrors } from '@/lib/api-client'
import { toast } from '@/lib/toast'
import { groupCardActions, remindSigners, useGroupCardAction } from '../api/group-card-actions'
import { splitAddresses } from './addresses'
import { Panel } from './panel'

const MAX_INVITES = 100

/** Inviting people by email, and who of them has signed, with "Remind now". */
export function InvitePanel({ card }: { card: GroupCardView }) {
  const collecting = card.status === 'collecting'
  const waiting = card.invites.filter((invite) => !invite.signed && !invite.stopped).length
  if (!collecting && card.invites.length === 0) return null
  return (
    <Panel
      title="Invited by email"
      description={
        collecting
          ? 'Each person gets their own link. Anyone who has not signed is reminded 3 days and 1 day before signing closes.'
          : undefined
      }
      aside={collecting && waiting > 0 ? <RemindButton id={card.id} waiting={waiting} /> : null}
    >
      {collecting ? <InviteForm id={card.id} invited={card.invites.length} /> : null}
      {card.invites.length > 0 ? (
        <ul aria-label="Invited people" className="divide-y rounded-lg border">
          {card.invites.map((invite) => (
            <InviteRow key={invite.id} invite={invite} />
          ))}
        </ul>
      ) : null}
    </Panel>
  )
}

function InviteForm({ id, invited }: { id: string; invited: number }) {
  const [text, setText] = useState('')
  const [error, setError] = useState<string | null>(null)
  const invite = useGroupCardAction(groupCardActions.invite)
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault()
    const emails = splitAddresses(text)
    if (emails.length === 0) return setError('Enter at least one email address')
    if (invited + emails.length > MAX_INVITES) return setError(`A card can invite at most ${MAX_INVITES} people by email`)
    setError(null)
    try {
      await invite.mutateAsync({ id, emails })
      setText('')
      toast({ title: emails.length === 1 ? 'Invitation sent' : `${emails.length} invitations sent` })
    } catch (failure) {
      setError(getFieldErrors(failure).emails ?? getErrorMessage(failure, 'The invitations could not be sent.'))
    }
  }
  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="grid gap-3">
      <FormField id="invite-emails" label="Email addresses" error={error ?? undefined}>
        <Textarea
          id="invite-emails"
          rows={3}
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder={'sam@example.com, lee@example.com'}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? fieldErrorId('invite-emails') : 'invite-emails-hint'}
        />
      </FormField>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p id="invite-emails-hint" className="text-xs text-muted-foreground">
          One per line, or separated by commas. Up to {MAX_INVITES} people.
        </p>
        <Button type="submit" disabled={invite.isPending}>
          {invite.isPending ? 'Sending…' : 'Send invitations'}
        </Button>
      </div>
    </form>
  )
}

function InviteRow({ invite }: { invite: Invite }) {
  const [Icon, label, tone] = invite.signed
    ? [Check, 'Signed', 'text-emerald-700']
    : invite.stopped
      ? [MailX, 'Asked for no reminders', 'text-muted-foreground']
      : [Clock, invite.remindersSent > 0 || invite.lastRemindedAt ? 'Not yet · reminded' : 'Not yet', 'text-amber-800']
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 px-4 py-3 text-sm">
      <span className="min-w-0 break-all">{invite.email}</span>
      <span className={`inline-flex items-center gap-1 font-medium ${tone}`}>
        <Icon aria-hidden className="size-4" />
        {label}
      </span>
    </li>
  )
}

function RemindButton({ id, waiting }: { id: string; waiting: number }) {
  const remind = useGroupCardAction(remindSigners)
  const onClick = async () => {
    try {
      const { reminded } = await remind.mutateAsync({ id })
      toast({ title: reminded === 1 ? 'Reminder sent to 1 person' : `Reminders sent to ${reminded} people` })
    } catch (error) {
      toast({ variant: 'destructive', title: 'No reminders sent', description: getErrorMessage(error, 'Please try again.') })
    }
  }
  return (
    <Button variant="outline" size="sm" onClick={() => void onClick()} disabled={remind.isPending}>
      <BellRing aria-hidden />
      Remind now ({waiting})
    </Button>
  )
}
