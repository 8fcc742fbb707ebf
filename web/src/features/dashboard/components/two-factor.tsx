import { zodResolver } from '@hookform/resolvers/zod'
import { Copy, Download, ShieldCheck, TriangleAlert } from 'lucide-react'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { FormAlert } from '@/components/form/form-alert'
import { InputField, SecondStepCodeField } from '@/components/form/input-field'
import { SubmitButton } from '@/components/form/submit-button'
import { Button } from '@/components/ui/button'
import { LoadError } from '@/components/ui/load-error'
import { useServerError } from '@/hooks/use-server-error'
import { copyToClipboard } from '@/lib/clipboard'
import { saveFile } from '@/lib/save-file'
import { toast } from '@/lib/toast'
import {
  codeFormSchema,
  confirmFormSchema,
  startFormSchema,
  TWO_FACTOR_FAILED_FALLBACK,
  useConfirmTwoFactor,
  useDisableTwoFactor,
  useRenewRecoveryCodes,
  useStartTwoFactor,
  useTwoFactorStatus,
  type CodeFormValues,
  type ConfirmFormValues,
  type StartFormValues,
  type TwoFactorSetup,
} from '../api/two-factor'

/** Where turning it on has got to; the recovery codes outlive the status turning to "on". */
type Step = { name: 'idle' } | { name: 'password' } | { name: 'scan'; setup: TwoFactorSetup } | { name: 'codes'; codes: string[]; title: string }

/** Account settings → Two-step sign-in: on or off, turning it on (password, QR code, first code,
 * recovery codes) and off (a code). */
export function TwoFactor() {
  const status = useTwoFactorStatus()
  const [step, setStep] = useState<Step>({ name: 'idle' })
  const idle = () => setStep({ name: 'idle' })

  if (step.name === 'codes') return <RecoveryCodes title={step.title} codes={step.codes} onDone={idle} />
  if (step.name === 'scan') return <ScanStep setup={step.setup} onCancel={idle} onConfirmed={(codes) => setStep({ name: 'codes', codes, title: 'Two-step sign-in is on. Save your recovery codes' })} />
  if (step.name === 'password') return <PasswordStep onCancel={idle} onStarted={(setup) => setStep({ name: 'scan', setup })} />
  if (status.isError) return <LoadError what="two-step sign-in settings" onRetry={() => void status.refetch()} />
  if (!status.data) return <p className="text-sm text-muted-foreground">Loading…</p>
  if (status.data.enabled) {
    return (
      <TwoFactorOn recoveryCodesLeft={status.data.recoveryCodesLeft} onNewCodes={(codes) => setStep({ name: 'codes', codes, title: 'Save your new recovery codes' })} />
    )
  }
  return (
    <div className="grid gap-3">
      <p className="max-w-prose text-sm text-muted-foreground">
        Off. Turn it on and signing in asks for a 6-digit code from an authenticator app on your phone (such as Google
        Authenticator, Microsoft Authenticator or 1Password) after your password.
      </p>
      <Button variant="outline" size="sm" className="w-fit" onClick={() => setStep({ name: 'password' })}>
        Turn on two-step sign-in
      </Button>
    </div>
  )
}

function PasswordStep({ onCancel, onStarted }: { onCancel: () => void; onStarted: (setup: TwoFactorSetup) => void }) {
  const start = useStartTwoFactor()
  const form = useForm<StartFormValues>({ resolver: zodResolver(startFormSchema), defaultValues: { twoFactorPassword: '' } })
  const serverError = useServerError(form, { currentPassword: 'twoFactorPassword' }, TWO_FACTOR_FAILED_FALLBACK)

  const onSubmit = form.handleSubmit(async ({ twoFactorPassword }) => {
    serverError.clear()
    try {
      onStarted(await start.mutateAsync(twoFactorPassword))
    } catch (error) {
      serverError.show(error)
    }
  })

  return (
    <form noValidate onSubmit={onSubmit} className="grid max-w-md gap-4" aria-label="Turn on two-step sign-in">
      <FormAlert message={serverError.message} />
      <InputField form={form} name="twoFactorPassword" label="Your password" password autoComplete="current-password" />
      <FormButtons pending={form.formState.isSubmitting} pendingLabel="Checking..." label="Continue" onCancel={onCancel} />
    </form>
  )
}

function ScanStep({
  setup,
  onCancel,
  onConfirmed,
}: {
  setup: TwoFactorSetup
  onCancel: () => void
  onConfirmed: (codes: string[]) => void
}) {
  const confirm = useConfirmTwoFactor()
  const form = useForm<ConfirmFormValues>({ resolver: zodResolver(confirmFormSchema), defaultValues: { twoFactorCode: '' } })
  const serverError = useServerError(form, { code: 'twoFactorCode' }, TWO_FACTOR_FAILED_FALLBACK)

  const onSubmit = form.handleSubmit(async (values) => {
    serverError.clear()
    try {
      const { twoFactorCode } = confirmFormSchema.parse(values)
      onConfirmed(await confirm.mutateAsync(twoFactorCode))
    } catch (error) {
      serverError.show(error)
    }
  })

  const qrCode = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(setup.qrCodeSvg)}`
  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-5" aria-label="Confirm two-step sign-in">
      <FormAlert message={serverError.message} />
      <div className="grid gap-5 sm:grid-cols-[auto_minmax(0,1fr)] sm:items-start">
        <img
          src={qrCode}
          alt="QR code for your authenticator app"
          width={180}
          height={180}
          className="size-[180px] rounded-md border bg-white p-1"
        />
        <div className="grid gap-3 text-sm">
          <p className="text-foreground">
            <strong>1.</strong> Scan this QR code with your authenticator app.
          </p>
          <div className="grid gap-1">
            <p className="text-muted-foreground">Can't scan it? Enter this key in the app instead:</p>
            <code data-testid="two-factor-secret" className="font-mono text-sm break-words text-foreground select-all">
              {groupsOfFour(setup.secret)}
            </code>
          </div>
          <p className="text-foreground">
            <strong>2.</strong> Enter the 6-digit code the app shows.
          </p>
          <div className="max-w-xs">
            <InputField
              form={form}
              name="twoFactorCode"
              label="Code from the app"
              autoComplete="one-time-code"
              inputMode="numeric"
              placeholder="123456"
            />
          </div>
        </div>
      </div>
      <FormButtons pending={form.formState.isSubmitting} pendingLabel="Checking..." label="Turn on" onCancel={onCancel} />
    </form>
  )
}

function groupsOfFour(secret: string): string {
  return secret.replace(/(.{4})/g, '$1 ').trim()
}

/** The ten recovery codes, this once: the server keeps only their hashes. */
function RecoveryCodes({ title, codes, onDone }: { title: string; codes: string[]; onDone: () => void }) {
  const text = codes.join('\n')
  return (
    <div
      role="region"
      aria-labelledby="recovery-codes-title"
      className="grid gap-4 rounded-lg border-2 border-accent bg-accent-soft p-4 sm:p-5"
    >
      <h4 id="recovery-codes-title" className="flex items-center gap-2 font-semibold text-plum">
        <ShieldCheck aria-hidden className="size-5" />
        {title}
      </h4>
      <p className="flex items-start gap-2 text-sm text-plum">
        <TriangleAlert aria-hidden className="mt-0.5 size-4 shrink-0 text-[#a86a00]" />
        <span>
          If you lose your phone, each of these codes signs you in once instead of the app. Keep them somewhere safe:
          they will not be shown again.
        </span>
      </p>
      <ul data-testid="recovery-codes" className="grid grid-cols-2 gap-x-6 gap-y-1 font-mono text-sm text-foreground sm:max-w-sm">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" size="sm" onClick={() => void copyToClipboard(text, 'Your recovery codes were copied.')}>
          <Copy aria-hidden />
          Copy
        </Button>
        <Button
          variant="outline"
          size="sm"
          onClick={() => saveFile(new Blob([`Cardsmith recovery codes\n\n${text}\n`], { type: 'text/plain' }), 'cardsmith-recovery-codes.txt')}
        >
          <Download aria-hidden />
          Download
        </Button>
        <Button size="sm" onClick={onDone}>
          Done, I've saved them
        </Button>
      </div>
    </div>
  )
}

function TwoFactorOn({ recoveryCodesLeft, onNewCodes }: { recoveryCodesLeft: number; onNewCodes: (codes: string[]) => void }) {
  const [change, setChange] = useState<'none' | 'renew' | 'off'>('none')
  const renew = useRenewRecoveryCodes()
  const disable = useDisableTwoFactor()
  const cancel = () => setChange('none')
  return (
    <div className="grid gap-3">
      <p className="flex flex-wrap items-center gap-2 text-sm text-foreground">
        <ShieldCheck aria-hidden className="size-4 text-emerald-700" />
        <span>
          <strong>On.</strong> Signing in asks for a code from your authenticator app.
        </span>
        <span className="text-muted-foreground">
          {recoveryCodesLeft} recovery {recoveryCodesLeft === 1 ? 'code' : 'codes'} left.
        </span>
      </p>
      {change === 'renew' ? (
        <CodeForm
          title="Get new recovery codes"
          note="Your current recovery codes stop working."
          submitLabel="Get new codes"
          pendingLabel="Making codes..."
          onCancel={cancel}
          onSubmit={async (code) => onNewCodes(await renew.mutateAsync(code))}
        />
      ) : change === 'off' ? (
        <CodeForm
          title="Turn off two-step sign-in"
          submitLabel="Turn off"
          pendingLabel="Turning off..."
          destructive
          onCancel={cancel}
          onSubmit={async (code) => {
            const { message } = await disable.mutateAsync(code)
            toast({ title: 'Two-step sign-in turned off', description: message })
          }}
        />
      ) : (
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" size="sm" onClick={() => setChange('renew')}>
            Get new recovery codes
          </Button>
          <Button variant="outline" size="sm" onClick={() => setChange('off')}>
            Turn off two-step sign-in
          </Button>
        </div>
      )}
    </div>
  )
}

interface CodeFormProps {
  /** The form's accessible name. */
  title: string
  note?: string
  submitLabel: string
  pendingLabel: string
  destructive?: boolean
  onCancel: () => void
  /** Makes the change with the typed code; a thrown error shows on the form. */
  onSubmit: (code: string) => Promise<void>
}

/** A change to two-step sign-in that takes a code from the app or a recovery code. */
function CodeForm({ title, note, submitLabel, pendingLabel, destructive = false, onCancel, onSubmit }: CodeFormProps) {
  const form = useForm<CodeFormValues>({ resolver: zodResolver(codeFormSchema), defaultValues: { twoFactorChangeCode: '' } })
  const serverError = useServerError(form, { code: 'twoFactorChangeCode' }, TWO_FACTOR_FAILED_FALLBACK)

  const submit = form.handleSubmit(async ({ twoFactorChangeCode }) => {
    serverError.clear()
    try {
      await onSubmit(twoFactorChangeCode)
    } catch (error) {
      serverError.show(error)
    }
  })

  return (
    <form noValidate onSubmit={submit} className="grid max-w-md gap-4" aria-label={title}>
      <FormAlert message={serverError.message} />
      <SecondStepCodeField form={form} name="twoFactorChangeCode" />
      {note ? <p className="text-xs text-muted-foreground">{note}</p> : null}
      <FormButtons
        pending={form.formState.isSubmitting}
        pendingLabel={pendingLabel}
        label={submitLabel}
        variant={destructive ? 'destructive' : 'default'}
        onCancel={onCancel}
      />
    </form>
  )
}

interface FormButtonsProps {
  pending: boolean
  pendingLabel: string
  label: string
  variant?: 'default' | 'destructive'
  onCancel: () => void
}

function FormButtons({ pending, pendingLabel, label, variant, onCancel }: FormButtonsProps) {
  return (
    <div className="flex flex-wrap gap-2">
      <SubmitButton pending={pending} pendingLabel={pendingLabel} size="default" variant={variant} className="w-fit">
        {label}
      </SubmitButton>
      <Button type="button" variant="ghost" onClick={onCancel} disabled={pending}>
        Cancel
      </Button>
    </div>
  )
}
