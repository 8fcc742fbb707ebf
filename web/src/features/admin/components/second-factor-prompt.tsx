import { zodResolver } from '@hookform/resolvers/zod'
import { KeyRound, ShieldCheck } from 'lucide-react'
import { useEffect, useState } from 'react'
import { useForm } from 'react-hook-form'
import { Link } from 'react-router'
import { FormAlert } from '@/components/form/form-alert'
import { SecondStepCodeField } from '@/components/form/input-field'
import { SubmitButton } from '@/components/form/submit-button'
import { Button } from '@/components/ui/button'
import { usePasskeysHere } from '@/hooks/use-passkeys-here'
import { useServerError } from '@/hooks/use-server-error'
import { confirmWithPasskey } from '@/lib/passkey-confirmation'
import { PasskeyCancelled } from '@/lib/passkeys'
import {
  NO_SECOND_FACTOR,
  NOT_VERIFIED_FALLBACK,
  useVerifySecondFactor,
  VERIFY_SERVER_FIELDS,
  verifyFormSchema,
  type VerifyFormValues,
} from '../api/second-factor'
import type { StaffSession } from '../api/staff-session'

/** The console's door: a code from the authenticator app (or a recovery code), or a passkey,
 * at most 12 hours old. Nothing else of the console shows until it is given. */
export function SecondFactorPrompt({ session }: { session: StaffSession }) {
  return (
    <section aria-labelledby="confirm-title" className="mx-auto grid max-w-md gap-4 rounded-lg border bg-card p-5 shadow-card sm:p-6">
      <div className="grid gap-1">
        <h1 id="confirm-title" className="flex items-center gap-2 text-xl font-semibold text-plum">
          <ShieldCheck aria-hidden className="size-5" />
          Confirm it's you
        </h1>
        <p className="text-muted-foreground">The console asks for your second factor again every 12 hours.</p>
      </div>
      {session.authenticatorApp || session.passkeys ? <ProofForm session={session} /> : <NoSecondFactor />}
    </section>
  )
}

function NoSecondFactor() {
  return (
    <p role="alert" className="text-foreground">
      {NO_SECOND_FACTOR}:{' '}
      <Link to="/dashboard#account-settings" className="font-semibold text-primary hover:underline">
        open Account Settings
      </Link>
      .
    </p>
  )
}

function ProofForm({ session }: { session: StaffSession }) {
  const verify = useVerifySecondFactor()
  const passkeysHere = usePasskeysHere()
  const passkeyOffered = session.passkeys && passkeysHere.state === 'available'
  const [passkeyPending, setPasskeyPending] = useState(false)
  const form = useForm<VerifyFormValues>({ resolver: zodResolver(verifyFormSchema), defaultValues: { consoleCode: '' } })
  const serverError = useServerError(form, VERIFY_SERVER_FIELDS, NOT_VERIFIED_FALLBACK)

  // The panel is all there is to do: the code box is ready for typing.
  useEffect(() => {
    if (session.authenticatorApp) form.setFocus('consoleCode')
  }, [form, session.authenticatorApp])

  const onSubmit = form.handleSubmit(async ({ consoleCode }) => {
    serverError.clear()
    try {
      await verify.mutateAsync({ code: consoleCode })
    } catch (error) {
      serverError.show(error)
    }
  })

  const onPasskey = async () => {
    serverError.clear()
    setPasskeyPending(true)
    try {
      await verify.mutateAsync({ passkey: await confirmWithPasskey() })
    } catch (error) {
      if (!(error instanceof PasskeyCancelled)) serverError.show(error)
    } finally {
      setPasskeyPending(false)
    }
  }

  const pending = form.formState.isSubmitting || passkeyPending
  return (
    <div className="grid gap-4">
      <FormAlert message={serverError.message} />
      {session.authenticatorApp ? (
        <form noValidate onSubmit={onSubmit} className="grid gap-3" aria-label="Confirm it's you">
          <SecondStepCodeField form={form} name="consoleCode" />
          <SubmitButton pending={form.formState.isSubmitting} pendingLabel="Checking…" size="default" className="w-fit">
            Confirm
          </SubmitButton>
        </form>
      ) : null}
      {passkeyOffered ? (
        <Button type="button" variant="outline" className="w-fit" disabled={pending} onClick={() => void onPasskey()}>
          <KeyRound aria-hidden />
          {passkeyPending ? 'Waiting for your passkey…' : 'Use a passkey'}
        </Button>
      ) : null}
      {session.passkeys && !session.authenticatorApp && passkeysHere.state === 'elsewhere' ? (
        <p className="text-muted-foreground">
          Your passkeys work at {passkeysHere.origin}: open the console there to use one.
        </p>
      ) : null}
      {session.passkeys && !session.authenticatorApp && passkeysHere.state === 'unsupported' ? (
        <p className="text-muted-foreground">This browser cannot use passkeys: open the console in one that can.</p>
      ) : null}
    </div>
  )
}
