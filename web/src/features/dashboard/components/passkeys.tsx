import { zodResolver } from '@hookform/resolvers/zod'
import { KeyRound, Pencil, Plus } from 'lucide-react'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { FormAlert } from '@/components/form/form-alert'
import { InputField, SecondStepCodeField } from '@/components/form/input-field'
import { SubmitButton } from '@/components/form/submit-button'
import { Button } from '@/components/ui/button'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog'
import { fieldErrorId } from '@/components/ui/form-field'
import { LoadError } from '@/components/ui/load-error'
import { usePasskeysHere, type PasskeysHere } from '@/hooks/use-passkeys-here'
import { useServerError } from '@/hooks/use-server-error'
import { ApiError, getErrorMessage, getFieldErrors } from '@/lib/api-client'
import { formatDate } from '@/lib/dates'
import { createPasskey, PasskeyCancelled } from '@/lib/passkeys'
import { toast } from '@/lib/toast'
import {
  ADD_PASSKEY_SERVER_FIELDS,
  addPasskeyFormSchema,
  PASSKEY_NAME_MAX_LENGTH,
  PASSKEY_NOT_ADDED_FALLBACK,
  PASSKEY_NOT_REMOVED_FALLBACK,
  PASSKEY_NOT_RENAMED_FALLBACK,
  RENAME_PASSKEY_SERVER_FIELDS,
  renamePasskeyFormSchema,
  useBeginAddingPasskey,
  useFinishAddingPasskey,
  usePasskeys,
  useRemovePasskey,
  useRenamePasskey,
  type AddPasskeyFormValues,
  type Passkey,
  type RenamePasskeyFormValues,
} from '../api/passkeys'
import { useTwoFactorStatus } from '../api/two-factor'

const muted = 'text-sm text-muted-foreground'

/**
 * Account settings → Passkeys: the account's passkeys with when each was added and last used,
 * renaming and removing each, and adding one (after the password, and the code when two-step
 * sign-in is on). A site served on a bare IP address cannot offer passkeys at all; opened at
 * another address than its passkey one, or in a browser without WebAuthn, it still lists them,
 * so they can be renamed or removed from there.
 */
export function Passkeys() {
  const here = usePasskeysHere()
  // The app shell has usually read the site's facts already; waiting spares a list that turns into "not available".
  if (here.state === 'unknown') return <p className={muted}>Loading your passkeys…</p>
  if (here.state === 'off') return <p className={muted}>Passkeys are not available on this site.</p>
  return <PasskeyList here={here} />
}

/** What stands where the add button would, when passkeys cannot be added on this page. */
function CannotAddHere({ here }: { here: PasskeysHere }) {
  if (here.state === 'elsewhere') {
    return (
      <p className={muted}>
        Passkeys work at{' '}
        <a href={`${here.origin}/dashboard#account-settings`} className="font-medium text-primary hover:underline">
          {here.origin}
        </a>
        : open Cardsmith there to add or use one.
      </p>
    )
  }
  return <p className={muted}>This browser cannot add passkeys.</p>
}

function PasskeyList({ here }: { here: PasskeysHere }) {
  const passkeys = usePasskeys()
  if (passkeys.isPending) return <p className={muted}>Loading your passkeys…</p>
  if (passkeys.isError) return <LoadError what="passkeys" onRetry={() => void passkeys.refetch()} />
  return (
    <div className="grid gap-3">
      {passkeys.data.length === 0 ? (
        <p className={muted}>You have no passkeys yet.</p>
      ) : (
        <ul aria-label="Passkeys" className="divide-y rounded-lg border">
          {passkeys.data.map((passkey) => (
            <PasskeyRow key={passkey.id} passkey={passkey} />
          ))}
        </ul>
      )}
      {here.state === 'available' ? <AddPasskeyButton /> : <CannotAddHere here={here} />}
    </div>
  )
}

function PasskeyRow({ passkey }: { passkey: Passkey }) {
  return (
    <li className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 px-4 py-3">
      <div className="flex min-w-0 items-start gap-3">
        <KeyRound aria-hidden className="mt-0.5 size-4 shrink-0 text-primary" />
        <div className="min-w-0">
          <p className="font-semibold [overflow-wrap:anywhere] text-foreground">{passkey.name}</p>
          <p className="mt-0.5 flex flex-wrap gap-x-3 gap-y-0.5 text-xs text-muted-foreground">
            <span>Added {formatDate(passkey.createdAt)}</span>
            <span>{passkey.lastUsedAt ? `Last used ${formatDate(passkey.lastUsedAt)}` : 'Never used'}</span>
          </p>
        </div>
      </div>
      <div className="flex flex-wrap gap-2">
        <RenamePasskeyButton passkey={passkey} />
        <RemovePasskeyButton passkey={passkey} />
      </div>
    </li>
  )
}

/** Where adding has got to, for the submit button's words. */
type AddStep = 'checking' | 'browser' | 'saving'

const ADD_STEP_LABELS: Record<AddStep, string> = {
  checking: 'Checking…',
  browser: 'Waiting for your passkey…',
  saving: 'Adding passkey…',
}

function AddPasskeyButton() {
  const [open, setOpen] = useState(false)
  // No closing while a step is under way: the browser's own dialog may be on top of ours.
  const [busy, setBusy] = useState(false)
  return (
    <Dialog open={open} onOpenChange={(next) => (busy ? undefined : setOpen(next))}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm" className="w-fit">
          <Plus aria-hidden />
          Add a passkey
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Add a passkey</DialogTitle>
          <DialogDescription>
            Confirm it's you, then your browser asks where to keep the passkey: on this device, your phone or a
            password manager. From then on it signs you in without your password or a code.
          </DialogDescription>
        </DialogHeader>
        {/* Inside the content, so each opening starts with empty boxes. */}
        <AddPasskeyForm
          onBusyChange={setBusy}
          onCancel={() => setOpen(false)}
          onAdded={(added) => {
            setOpen(false)
            toast({ title: 'Passkey added', description: `“${added.name}” can now sign you in.` })
          }}
        />
      </DialogContent>
    </Dialog>
  )
}

interface AddPasskeyFormProps {
  onBusyChange: (busy: boolean) => void
  onCancel: () => void
  onAdded: (added: Passkey) => void
}

function AddPasskeyForm({ onBusyChange, onCancel, onAdded }: AddPasskeyFormProps) {
  const twoFactor = useTwoFactorStatus()
  // Also asked for once the server says so, should the status not have loaded.
  const [codeAsked, setCodeAsked] = useState(false)
  const needsCode = (twoFactor.data?.enabled ?? false) || codeAsked
  const begin = useBeginAddingPasskey()
  const finish = useFinishAddingPasskey()
  const form = useForm<AddPasskeyFormValues>({
    resolver: zodResolver(addPasskeyFormSchema(needsCode)),
    defaultValues: { passkeyName: '', passkeyPassword: '', passkeyCode: '' },
  })
  const serverError = useServerError(form, ADD_PASSKEY_SERVER_FIELDS, PASSKEY_NOT_ADDED_FALLBACK)
  // A message that belongs to no box: the browser's, or a refusal about the account as a whole.
  const [notice, setNotice] = useState<string | null>(null)
  const [step, setStep] = useState<AddStep>('checking')

  const onSubmit = form.handleSubmit(async ({ passkeyName, passkeyPassword, passkeyCode }) => {
    serverError.clear()
    setNotice(null)
    onBusyChange(true)
    let current: AddStep = 'checking'
    try {
      setStep(current)
      const begun = await begin.mutateAsync({
        currentPassword: passkeyPassword,
        code: needsCode ? passkeyCode : undefined,
      })
      current = 'browser'
      setStep(current)
      const passkey = await createPasskey(begun)
      current = 'saving'
      setStep(current)
      const added = await finish.mutateAsync({ name: passkeyName, passkey })
      onBusyChange(false)
      onAdded(added)
    } catch (error) {
      onBusyChange(false)
      // Closing the browser's dialog is a choice, not a failure: the form stays as it was.
      if (error instanceof PasskeyCancelled) return
      if (current === 'browser') {
        // createPasskey's messages are written for people.
        setNotice(error instanceof Error ? error.message : PASSKEY_NOT_ADDED_FALLBACK)
      } else if (error instanceof ApiError && error.status === 409) {
        // "20 passkeys already", "passkeys are off": about the account, not a box of the form.
        setNotice(getErrorMessage(error, PASSKEY_NOT_ADDED_FALLBACK))
      } else {
        if (!needsCode && 'code' in getFieldErrors(error)) setCodeAsked(true)
        serverError.show(error)
      }
    }
  })

  const pending = form.formState.isSubmitting
  const nameHint = 'passkeyName-hint'
  const nameError = form.formState.errors.passkeyName
  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4" aria-label="Add a passkey">
      <FormAlert message={notice ?? serverError.message} />
      <div className="grid gap-1.5">
        <InputField
          form={form}
          name="passkeyName"
          label="Name (optional)"
          placeholder="e.g. My phone"
          maxLength={PASSKEY_NAME_MAX_LENGTH}
          autoComplete="off"
          aria-describedby={nameError ? `${fieldErrorId('passkeyName')} ${nameHint}` : nameHint}
        />
        <p id={nameHint} className="text-xs text-muted-foreground">
          Left blank, it is named after this browser and system.
        </p>
      </div>
      <InputField form={form} name="passkeyPassword" label="Current password" password autoComplete="current-password" />
      {needsCode ? (
        <SecondStepCodeField form={form} name="passkeyCode" />
      ) : null}
      <DialogFooter>
        <Button variant="outline" onClick={onCancel} disabled={pending}>
          Cancel
        </Button>
        <SubmitButton pending={pending} pendingLabel={ADD_STEP_LABELS[step]} size="default" className="sm:w-auto">
          Continue
        </SubmitButton>
      </DialogFooter>
    </form>
  )
}

function RenamePasskeyButton({ passkey }: { passkey: Passkey }) {
  const [open, setOpen] = useState(false)
  const rename = useRenamePasskey()
  return (
    <Dialog open={open} onOpenChange={(next) => (rename.isPending ? undefined : setOpen(next))}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm" aria-label={`Rename ${passkey.name}`}>
          <Pencil aria-hidden />
          Rename
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>Rename passkey</DialogTitle>
          <DialogDescription>A name that tells you where it is kept, such as the phone or computer.</DialogDescription>
        </DialogHeader>
        <RenamePasskeyForm passkey={passkey} rename={rename} onDone={() => setOpen(false)} />
      </DialogContent>
    </Dialog>
  )
}

interface RenamePasskeyFormProps {
  passkey: Passkey
  rename: ReturnType<typeof useRenamePasskey>
  onDone: () => void
}

function RenamePasskeyForm({ passkey, rename, onDone }: RenamePasskeyFormProps) {
  const form = useForm<RenamePasskeyFormValues>({
    resolver: zodResolver(renamePasskeyFormSchema),
    defaultValues: { passkeyNewName: passkey.name },
  })
  const serverError = useServerError(form, RENAME_PASSKEY_SERVER_FIELDS, PASSKEY_NOT_RENAMED_FALLBACK)

  const onSubmit = form.handleSubmit(async ({ passkeyNewName }) => {
    serverError.clear()
    if (passkeyNewName === passkey.name) {
      onDone()
      return
    }
    try {
      await rename.mutateAsync({ id: passkey.id, name: passkeyNewName })
      onDone()
      toast({ title: 'Passkey renamed', description: `It is now called “${passkeyNewName}”.` })
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) {
        // Removed elsewhere: the list is read again, and there is nothing left to rename.
        onDone()
        toast({ title: 'Passkey not renamed', description: getErrorMessage(error, PASSKEY_NOT_RENAMED_FALLBACK) })
        return
      }
      serverError.show(error)
    }
  })

  const pending = form.formState.isSubmitting
  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4" aria-label={`Rename ${passkey.name}`}>
      <FormAlert message={serverError.message} />
      <InputField
        form={form}
        name="passkeyNewName"
        label="Name"
        maxLength={PASSKEY_NAME_MAX_LENGTH}
        autoComplete="off"
        onFocus={(event) => event.currentTarget.select()}
      />
      <DialogFooter>
        <Button variant="outline" onClick={onDone} disabled={pending}>
          Cancel
        </Button>
        <SubmitButton pending={pending} pendingLabel="Saving…" size="default" className="sm:w-auto">
          Save
        </SubmitButton>
      </DialogFooter>
    </form>
  )
}

function RemovePasskeyButton({ passkey }: { passkey: Passkey }) {
  const [confirming, setConfirming] = useState(false)
  const remove = useRemovePasskey()
  const onConfirm = () =>
    remove.mutate(passkey.id, {
      onSuccess: () => {
        setConfirming(false)
        toast({ title: 'Passkey removed', description: `“${passkey.name}” no longer signs you in.` })
      },
      onError: (error) => {
        setConfirming(false)
        // Removed elsewhere already: the list is read again, which is all there is to do.
        if (error instanceof ApiError && error.status === 404) return
        toast({
          variant: 'destructive',
          title: 'Passkey not removed',
          description: getErrorMessage(error, PASSKEY_NOT_REMOVED_FALLBACK),
        })
      },
    })
  return (
    <>
      <Button
        variant="outline"
        size="sm"
        className="text-destructive hover:border-destructive/40 hover:bg-destructive/5"
        aria-label={`Remove ${passkey.name}`}
        onClick={() => setConfirming(true)}
      >
        Remove
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={`Remove ${passkey.name}?`}
        description="You won't be able to sign in with it any more."
        confirmLabel="Remove passkey"
        pending={remove.isPending}
        onConfirm={onConfirm}
      />
    </>
  )
}
