import { formatDate } from '@/lib/dates'
import type { User } from '@/lib/auth'
import { ApiAccess } from './api-access'
import { ChangePasswordForm } from './change-password-form'
import { DataExport, YOUR_DATA_ID } from './data-export'
import { DeleteAccount } from './delete-account'
import { EmailDetail } from './email-detail'
import { Passkeys } from './passkeys'
import { SectionCard } from './section-card'
import { SignedInDevices } from './signed-in-devices'
import { TwoFactor } from './two-factor'

export function AccountSettings({ user }: { user: User }) {
  return (
    <SectionCard id="account-settings" title="Account Settings" description="Your account details, password, two-step sign-in, passkeys, signed-in devices, a copy of your data and API keys.">
      <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.2fr)]">
        <dl className="grid content-start gap-4 text-sm">
          <Detail label="Username" value={user.username} />
          <EmailDetail email={user.email} verified={user.emailVerified} />
          <Detail label="Member since" value={formatDate(user.createdAt)} />
        </dl>
        <div className="lg:border-l lg:pl-8">
          <h3 className="mb-4 font-semibold text-foreground">Change password</h3>
          <ChangePasswordForm />
          <p className="mt-4 max-w-md text-xs text-muted-foreground">
            Changing your password signs you out on your other devices.
          </p>
        </div>
      </div>
      <div className="mt-8 border-t pt-8">
        <h3 className="mb-1 font-semibold text-foreground">Two-step sign-in</h3>
        <p className="mb-4 text-sm text-muted-foreground">A code from your phone as well as your password.</p>
        <TwoFactor />
      </div>
      <div className="mt-8 border-t pt-8">
        <h3 className="mb-1 font-semibold text-foreground">Passkeys</h3>
        <p className="mb-4 text-sm text-muted-foreground">Sign in with your fingerprint, face or screen lock instead of your password and code.</p>
        <Passkeys />
      </div>
      <div className="mt-8 border-t pt-8">
        <h3 className="mb-1 font-semibold text-foreground">Signed-in devices</h3>
        <p className="mb-4 text-sm text-muted-foreground">Where your account is signed in right now. Sign out any you don't recognise.</p>
        <SignedInDevices />
      </div>
      <section id={YOUR_DATA_ID} aria-labelledby="your-data-title" className="mt-8 scroll-mt-24 border-t pt-8">
        <h3 id="your-data-title" className="mb-1 font-semibold text-foreground">
          Your data
        </h3>
        <p className="mb-4 max-w-prose text-sm text-muted-foreground">
          A copy of your account to download: your profile, credit history, payments, images with their prompts and files, cards sent,
          thanks received, dates to remember, API key names and signed-in devices.
        </p>
        <DataExport />
      </section>
      <div className="mt-8 border-t pt-8">
        <ApiAccess user={user} />
      </div>
      <div className="mt-8 border-t pt-8">
        <DeleteAccount username={user.username} />
      </div>
    </SectionCard>
  )
}

function Detail({ label, value }: { label: string; value: string }) {
  return (
    <div className="grid gap-1">
      <dt className="font-semibold text-muted-foreground">{label}</dt>
      <dd className="break-all text-foreground">{value}</dd>
    </div>
  )
}
