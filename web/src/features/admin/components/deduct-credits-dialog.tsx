import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { FormAlert } from '@/components/form/form-alert'
import { InputField } from '@/components/form/input-field'
import { useServerError } from '@/hooks/use-server-error'
import { creditsLabel } from '@/lib/credits-label'
import { toast } from '@/lib/toast'
import {
  ACTION_FAILED_FALLBACK,
  DEDUCT_SERVER_FIELDS,
  deductFormSchema,
  useDeductCredits,
  type DeductFormInput,
  type DeductFormOutput,
} from '../api/account-actions'
import type { AccountDetail } from '../api/account-schemas'
import { ActionButtons, ActionDialog, ReasonField } from './action-dialog'

type Account = Pick<AccountDetail, 'id' | 'email' | 'balance'>

/** "Deduct credits" (admins): takes credits off the balance, soonest-expiring first, never past zero. */
export function DeductCreditsDialog({ account }: { account: Account }) {
  return (
    <ActionDialog
      label="Deduct credits"
      title="Deduct credits"
      description={`Takes credits off ${account.email}'s balance of ${creditsLabel(account.balance)}, from the credits that expire first. The customer's history shows it as "Credits removed by Cardsmith support".`}
      destructive
    >
      {(close) => <DeductForm account={account} onDone={close} />}
    </ActionDialog>
  )
}

function DeductForm({ account, onDone }: { account: Account; onDone: () => void }) {
  const deduct = useDeductCredits()
  const form = useForm<DeductFormInput, unknown, DeductFormOutput>({
    resolver: zodResolver(deductFormSchema(account.balance)),
    defaultValues: { deductCredits: '', actionReason: '' },
  })
  const serverError = useServerError(form, DEDUCT_SERVER_FIELDS, ACTION_FAILED_FALLBACK)

  const onSubmit = form.handleSubmit(async ({ deductCredits, actionReason }) => {
    serverError.clear()
    try {
      const balance = await deduct.mutateAsync({ id: account.id, credits: deductCredits, reason: actionReason })
      toast({
        title: 'Credits deducted',
        description: `${creditsLabel(deductCredits)} taken off ${account.email}. Balance: ${creditsLabel(balance)}.`,
      })
      onDone()
    } catch (error) {
      serverError.show(error)
    }
  })

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4" aria-label="Deduct credits">
      <FormAlert message={serverError.message} />
      <InputField form={form} name="deductCredits" label="Credits" inputMode="numeric" autoComplete="off" />
      <ReasonField form={form} name="actionReason" />
      <ActionButtons pending={form.formState.isSubmitting} confirmLabel="Deduct credits" pendingLabel="Deducting…" destructive />
    </form>
  )
}
