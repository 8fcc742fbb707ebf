import { zodResolver } from '@hookform/resolvers/zod'
import type { ReactNode } from 'react'
import { useForm } from 'react-hook-form'
import { FormAlert } from '@/components/form/form-alert'
import { useServerError } from '@/hooks/use-server-error'
import { toast, type ToastInput } from '@/lib/toast'
import { ACTION_FAILED_FALLBACK, REASON_SERVER_FIELDS, reasonFormSchema, type ReasonFormValues } from '../api/account-actions'
import { ActionButtons, ActionDialog, ReasonField } from './action-dialog'

interface ReasonActionDialogProps {
  label: string
  title: string
  description: ReactNode
  confirmLabel: string
  pendingLabel: string
  destructive?: boolean
  /** Under the reason: who reads it. The audit log's hint when left out. */
  reasonHint?: string
  /** Does the action; answers the toast that says it is done. A refusal it throws shows in the dialog. */
  run: (reason: string) => Promise<ToastInput>
}

/** An action that needs nothing but its reason (an email, a sign-out, a suspension). */
export function ReasonActionDialog({
  label,
  title,
  description,
  confirmLabel,
  pendingLabel,
  destructive,
  reasonHint,
  run,
}: ReasonActionDialogProps) {
  return (
    <ActionDialog label={label} title={title} description={description} destructive={destructive}>
      {(close) => (
        <ReasonForm
          confirmLabel={confirmLabel}
          pendingLabel={pendingLabel}
          destructive={destructive}
          reasonHint={reasonHint}
          run={async (reason) => {
            toast(await run(reason))
            close()
          }}
        />
      )}
    </ActionDialog>
  )
}

interface ReasonFormProps {
  confirmLabel: string
  pendingLabel: string
  destructive?: boolean
  reasonHint?: string
  run: (reason: string) => Promise<void>
}

function ReasonForm({ confirmLabel, pendingLabel, destructive, reasonHint, run }: ReasonFormProps) {
  const form = useForm<ReasonFormValues>({ resolver: zodResolver(reasonFormSchema), defaultValues: { actionReason: '' } })
  const serverError = useServerError(form, REASON_SERVER_FIELDS, ACTION_FAILED_FALLBACK)
  const onSubmit = form.handleSubmit(async ({ actionReason }) => {
    serverError.clear()
    try {
      await run(actionReason)
    } catch (error) {
      serverError.show(error)
    }
  })
  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4" aria-label={confirmLabel}>
      <FormAlert message={serverError.message} />
      <ReasonField form={form} name="actionReason" hint={reasonHint} />
      <ActionButtons
        pending={form.formState.isSubmitting}
        confirmLabel={confirmLabel}
        pendingLabel={pendingLabel}
        destructive={destructive}
      />
    </form>
  )
}
