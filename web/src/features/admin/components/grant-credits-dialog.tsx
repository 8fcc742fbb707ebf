import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { FormAlert } from '@/components/form/form-alert'
import { InputField } from '@/components/form/input-field'
import { useServerError } from '@/hooks/use-server-error'
import { creditsLabel } from '@/lib/credits-label'
import { formatCredits } from '@/lib/format'
import { toast } from '@/lib/toast'
import {
  ACTION_FAILED_FALLBACK,
  DEFAULT_EXPIRY_DAYS,
  GRANT_SERVER_FIELDS,
  grantFormSchema,
  useGrantCredits,
  type GrantFormInput,
  type GrantFormOutput,
} from '../api/account-actions'
import type { AccountDetail } from '../api/account-schemas'
import { ActionButtons, ActionDialog, ReasonField } from './action-dialog'

interface GrantCreditsDialogProps {
  account: Pick<AccountDetail, 'id' | 'email'>
  /** The most the caller's role may grant at once. */
  grantLimit: number
}

/** "Grant credits": a lot of their own, with an expiry (a year unless told otherwise). */
export function GrantCreditsDialog({ account, grantLimit }: GrantCreditsDialogProps) {
  return (
    <ActionDialog
      label="Grant credits"
      title="Grant credits"
      description={`Adds credits to ${account.email} as a lot of their own. Your role may grant up to ${formatCredits(grantLimit)} at a time.`}
    >
      {(close) => <GrantForm account={account} grantLimit={grantLimit} onDone={close} />}
    </ActionDialog>
  )
}

function GrantForm({ account, grantLimit, onDone }: GrantCreditsDialogProps & { onDone: () => void }) {
  const grant = useGrantCredits()
  const form = useForm<GrantFormInput, unknown, GrantFormOutput>({
    resolver: zodResolver(grantFormSchema(grantLimit)),
    defaultValues: { grantCredits: '', grantExpiresInDays: String(DEFAULT_EXPIRY_DAYS), actionReason: '' },
  })
  const serverError = useServerError(form, GRANT_SERVER_FIELDS, ACTION_FAILED_FALLBACK)

  const onSubmit = form.handleSubmit(async ({ grantCredits, grantExpiresInDays, actionReason }) => {
    serverError.clear()
    try {
      const balance = await grant.mutateAsync({
        id: account.id,
        credits: grantCredits,
        expiresInDays: grantExpiresInDays,
        reason: actionReason,
      })
      toast({
        title: 'Credits granted',
        description: `${creditsLabel(grantCredits)} added to ${account.email}. Balance: ${creditsLabel(balance)}.`,
      })
      onDone()
    } catch (error) {
      serverError.show(error)
    }
  })

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4" aria-label="Grant credits">
      <FormAlert message={serverError.message} />
      <div className="grid gap-4 sm:grid-cols-2">
        <InputField form={form} name="grantCredits" label="Credits" inputMode="numeric" autoComplete="off" />
        <InputField form={form} name="grantExpiresInDays" label="Expires in days" inputMode="numeric" autoComplete="off" />
      </div>
      <p className="-mt-2 text-xs text-muted-foreground">Leave the days empty for credits that never expire.</p>
      <ReasonField form={form} name="actionReason" />
      <ActionButtons pending={form.formState.isSubmitting} confirmLabel="Grant credits" pendingLabel="Granting…" />
    </form>
  )
}
