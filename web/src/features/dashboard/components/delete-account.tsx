import { zodResolver } from '@hookform/resolvers/zod'
import { KeyRound } from 'lucide-react'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { useNavigate } from 'react-router'
import { FormAlert } from '@/components/form/form-alert'
import { InputField, SecondStepCodeField } from '@/components/form/input-field'
import { SubmitButton } from '@/components/form/submit-button'
import { Button } from '@/components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog'
import { useServerError } from '@/hooks/use-server-error'
import { useAccountSummary } from '@/lib/account-summary'
import { formatCredits } from '@/lib/format'
import { confirmWithPasskey } from '@/lib/passkey-confirmation'
import { PasskeyCancelled } from '@/lib/passkeys'
import { toast } from '@/lib/toast'
import {
  ACCOUNT_NOT_DELETED_FALLBACK,
  DELETE_ACCOUNT_SERVER_FIELDS,
  deleteAccountFormSchema,
  useDeleteAccount,
  type DeleteAccountFormValues,
} from '../api/delete-account'
import { usePasskeyConfirmationOffered } from '../api/passkey-confirmation'
import { useTwoFactorStatus } from '../api/two-factor'

/** The foot of Account Settings: deleting the account, behind a dialog that says what goes,
 * what is kept and what is lost before it asks for the password and the username. */
export function DeleteAccount({ username }: { username: string }) {
  const [open, setOpen] = useState(false)
  const navigate = useNavigate()
  const deleteAccount = useDeleteAccount({
    mutationConfig: {
      // Home, as after logout; the hook forgets the session once this is done.
      onSuccess: async ({ message }) => {
        await navigate('/')
        toast({ title: 'Account deleted', description: message })
      },
    },
  })

  return (
    <section aria-labelledby="delete-account-title" className="rounded-lg border border-destructive/30 bg-destructive/5 p-4 sm:p-5">
      <h3 id="delete-account-title" className="font-semibold text-destructive">
        Delete account
      </h3>
      <p className="mt-1 mb-4 max-w-prose text-sm text-muted-foreground">
        Permanently delete your account, your images and the cards you sent.
      </p>
      {/* No closing while the deletion is under way: its answer decides where the page goes. */}
      <Dialog open={open} onOpenChange={(next) => (deleteAccount.isPending ? undefined : setOpen(next))}>
        <DialogTrigger asChild>
          <Button variant="outline" size="sm" className="text-destructive hover:border-destructive/40 hover:bg-destructive/5">
            Delete my account…
          </Button>
        </DialogTrigger>
        <DialogContent role="alertdialog">
          <DialogHeader>
            <DialogTitle>Delete your account?</DialogTitle>
            <DialogDescription>
              Your account is deleted as soon as you confirm. You are signed out, and we send a confirmation to your
              email address.
            </DialogDescription>
          </DialogHeader>
          <WhatDeletionMeans />
          {/* Inside the content, so each opening starts with empty boxes. */}
          <DeleteAccountForm username={username} deleteAccount={deleteAccount} onCancel={() => setOpen(false)} />
        </DialogContent>
      </Dialog>
    </section>
  )
}

function WhatDeletionMeans() {
  return (
    <div className="grid gap-3 text-sm text-foreground">
      <p>
        <strong>What is deleted:</strong> your images and their files, cards you sent or scheduled and the thanks you
        received (card links stop working), dates to remember, API keys, passkeys, signed-in devices, your email address and
        username.
      </p>
      <p>
        <strong>What we keep:</strong> payment and credit records, without your name or email, for accounting.
      </p>
      <UnspentCredits />
      <p className="font-semibold">This cannot be undone.</p>
    </div>
  )
}

/** The balance the dashboard shows; while it is unknown, the loss is still said, without a number. */
function UnspentCredits() {
  const summary = useAccountSummary()
  if (!summary.data) return <p>You will lose any unspent credits.</p>
  const { credits } = summary.data
  if (credits <= 0) return <p>You have no unspent credits.</p>
  return (
    <p>
      You will lose your {formatCredits(credits)} unspent {credits === 1 ? 'credit' : 'credits'}.
    </p>
  )
}

interface DeleteAccountFormProps {
  username: string
  deleteAccount: ReturnType<typeof useDeleteAccount>
  onCancel: () => void
}

function DeleteAccountForm({ username, deleteAccount, onCancel }: DeleteAccountFormProps) {
  const needsCode = useTwoFactorStatus().data?.enabled ?? false
  const passkeyOffered = usePasskeyConfirmationOffered()
  const [passkeyPending, setPasskeyPending] = useState(false)
  const form = useForm<DeleteAccountFormValues>({
    resolver: zodResolver(deleteAccountFormSchema(username, needsCode)),
    defaultValues: { deletePassword: '', deleteCode: '', deleteUsername: '' },
  })
  const serverError = useServerError(form, DELETE_ACCOUNT_SERVER_FIELDS, ACCOUNT_NOT_DELETED_FALLBACK)

  const onSubmit = form.handleSubmit(async ({ deletePassword, deleteCode, deleteUsername }) => {
    serverError.clear()
    try {
      // On success the page leaves for the home page (see DeleteAccount).
      await deleteAccount.mutateAsync({
        currentPassword: deletePassword,
        code: needsCode ? deleteCode : undefined,
        username: deleteUsername,
      })
    } catch (error) {
      serverError.show(error)
    }
  })

  // The username is checked first; the passkey then stands in for the password and code.
  const onPasskey = async () => {
    serverError.clear()
    if (!(await form.trigger('deleteUsername'))) return
    setPasskeyPending(true)
    try {
      const passkey = await confirmWithPasskey()
      await deleteAccount.mutateAsync({ username: form.getValues('deleteUsername').trim(), passkey })
    } catch (error) {
      if (!(error instanceof PasskeyCancelled)) serverError.show(error)
    } finally {
      setPasskeyPending(false)
    }
  }

  const pending = form.formState.isSubmitting
  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4" aria-label="Delete account">
      <FormAlert message={serverError.message} />
      <p className="text-sm text-muted-foreground">
        To confirm, enter your password{needsCode ? ', a code from your authenticator app' : ''} and type your username,{' '}
        <strong className="text-foreground">{username}</strong>, exactly as shown.
        {passkeyOffered ? ' Or type your username and use a passkey instead.' : ''}
      </p>
      <InputField form={form} name="deletePassword" label="Current password" password autoComplete="current-password" />
      {needsCode ? (
        <SecondStepCodeField form={form} name="deleteCode" />
      ) : null}
      <InputField
        form={form}
        name="deleteUsername"
        label="Type your username to confirm"
        autoComplete="off"
        autoCapitalize="none"
        autoCorrect="off"
        spellCheck={false}
      />
      <DialogFooter>
        <Button variant="outline" onClick={onCancel} disabled={pending || passkeyPending}>
          Cancel
        </Button>
        {passkeyOffered ? (
          <Button
            type="button"
            variant="outline"
            className="text-destructive hover:border-destructive/40 hover:bg-destructive/5"
            disabled={pending || passkeyPending}
            onClick={() => void onPasskey()}
          >
            <KeyRound aria-hidden="true" />
            {passkeyPending ? 'Waiting for your passkey…' : 'Delete with a passkey'}
          </Button>
        ) : null}
        <SubmitButton
          pending={pending}
          pendingLabel="Deleting account…"
          size="default"
          variant="destructive"
          className="sm:w-auto"
        >
          Delete my account
        </SubmitButton>
      </DialogFooter>
    </form>
  )
}
