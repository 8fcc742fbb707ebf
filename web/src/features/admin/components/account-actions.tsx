import type { ReactNode } from 'react'
import { useNavigate } from 'react-router'
import {
  useDeleteAccount,
  useResendVerificationEmail,
  useRevokeApiKeys,
  useSendPasswordReset,
  useSetSuspension,
  useSignOutEverywhere,
} from '../api/account-actions'
import type { AccountDetail } from '../api/account-schemas'
import { isAdmin, isOwnAccount, type StaffSession } from '../api/staff-session'
import { DeductCreditsDialog } from './deduct-credits-dialog'
import { GrantCreditsDialog } from './grant-credits-dialog'
import { ReasonActionDialog } from './reason-action-dialog'

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`

/** What staff may do to the account. Support sees only what emails it or gives it a little; the
 * server refuses the rest anyway, and records the refusal. */
export function AccountActions({ account, session }: { account: AccountDetail; session: StaffSession }) {
  // The server refuses any action on one's own account: say so rather than offer them.
  if (isOwnAccount(account, session)) {
    return (
      <Panel>
        <p className="text-muted-foreground">This is your own account: staff cannot act on it here.</p>
      </Panel>
    )
  }
  return (
    <Panel>
      <GrantCreditsDialog account={account} grantLimit={session.grantLimit} />
      {account.emailVerifiedAt ? null : <ResendConfirmation account={account} />}
      <SendPasswordReset account={account} />
      {isAdmin(session) ? (
        <>
          <DeductCreditsDialog account={account} />
          <SignOutEverywhere account={account} />
          <RevokeApiKeys account={account} />
          <Suspension account={account} />
          <DeleteAccount account={account} />
        </>
      ) : null}
    </Panel>
  )
}

function Panel({ children }: { children: ReactNode }) {
  return (
    <section aria-labelledby="actions-title" className="grid content-start gap-2 rounded-lg border bg-card p-4">
      <h2 id="actions-title" className="text-base font-semibold text-foreground">
        Actions
      </h2>
      {children}
    </section>
  )
}

type Target = { account: Pick<AccountDetail, 'id' | 'email' | 'suspendedAt'> }

function ResendConfirmation({ account }: Target) {
  const resend = useResendVerificationEmail()
  return (
    <ReasonActionDialog
      label="Resend confirmation email"
      title="Resend the confirmation email"
      description={`Emails ${account.email} a new link to confirm the address.`}
      confirmLabel="Send the email"
      pendingLabel="Sending…"
      run={async (reason) => {
        await resend.mutateAsync({ id: account.id, reason })
        return { title: 'Confirmation email sent', description: `A new link is on its way to ${account.email}.` }
      }}
    />
  )
}

function SendPasswordReset({ account }: Target) {
  const reset = useSendPasswordReset()
  return (
    <ReasonActionDialog
      label="Send password reset"
      title="Send a password reset"
      description={`Emails ${account.email} a link to choose a new password. The current password works until then.`}
      confirmLabel="Send the link"
      pendingLabel="Sending…"
      run={async (reason) => {
        await reset.mutateAsync({ id: account.id, reason })
        return { title: 'Password reset sent', description: `A link is on its way to ${account.email}.` }
      }}
    />
  )
}

function SignOutEverywhere({ account }: Target) {
  const signOut = useSignOutEverywhere()
  return (
    <ReasonActionDialog
      label="Sign out everywhere"
      title="Sign out everywhere"
      description="Ends every session of this account. Its owner needs the password to sign in again."
      confirmLabel="Sign out everywhere"
      pendingLabel="Signing out…"
      destructive
      run={async (reason) => {
        const ended = await signOut.mutateAsync({ id: account.id, reason })
        return { title: 'Signed out everywhere', description: `${count(ended, 'session', 'sessions')} ended.` }
      }}
    />
  )
}

function RevokeApiKeys({ account }: Target) {
  const revoke = useRevokeApiKeys()
  return (
    <ReasonActionDialog
      label="Revoke API keys"
      title="Revoke every API key"
      description="Every API key of this account stops working at once. Its owner can make new ones."
      confirmLabel="Revoke API keys"
      pendingLabel="Revoking…"
      destructive
      run={async (reason) => {
        const ended = await revoke.mutateAsync({ id: account.id, reason })
        return { title: 'API keys revoked', description: `${count(ended, 'key', 'keys')} revoked.` }
      }}
    />
  )
}

function Suspension({ account }: Target) {
  const suspension = useSetSuspension()
  if (account.suspendedAt) {
    return (
      <ReasonActionDialog
        label="Lift suspension"
        title="Lift the suspension"
        description={`${account.email} can sign in again, its API keys work again and its scheduled cards go out.`}
        confirmLabel="Lift suspension"
        pendingLabel="Lifting…"
        run={async (reason) => {
          await suspension.mutateAsync({ id: account.id, suspended: false, reason })
          return { title: 'Suspension lifted', description: `${account.email} can sign in again.` }
        }}
      />
    )
  }
  return (
    <ReasonActionDialog
      label="Suspend account"
      title="Suspend the account"
      description={`${account.email} is signed out everywhere and cannot sign in; its API keys stop working and its scheduled cards wait until the suspension is lifted.`}
      confirmLabel="Suspend account"
      pendingLabel="Suspending…"
      destructive
      run={async (reason) => {
        await suspension.mutateAsync({ id: account.id, suspended: true, reason })
        return { title: 'Account suspended', description: `${account.email} is signed out and cannot sign in.` }
      }}
    />
  )
}

function DeleteAccount({ account }: Target) {
  const remove = useDeleteAccount()
  const navigate = useNavigate()
  return (
    <ReasonActionDialog
      label="Delete account…"
      title="Delete the account"
      description={`Deletes ${account.email} as its owner's own deletion would: it is signed out and cannot sign in, its address is free again, and its images, cards and personal data are erased in the background. Payment records stay, without the address. This cannot be undone.`}
      confirmLabel="Delete account"
      pendingLabel="Deleting…"
      destructive
      run={async (reason) => {
        await remove.mutateAsync({ id: account.id, reason })
        await navigate('/admin')
        return { title: 'Account deleted', description: `${account.email} is deleted; its data is being erased.` }
      }}
    />
  )
}
