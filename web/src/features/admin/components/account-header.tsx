import { Copy } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { copyToClipboard } from '@/lib/clipboard'
import { formatDate } from '@/lib/dates'
import type { AccountDetail } from '../api/account-schemas'
import { Badge } from './badge'

/** Who the account is, and the states support asks about first. */
export function AccountHeader({ account }: { account: AccountDetail }) {
  return (
    <header className="grid gap-2">
      <h1 className="text-xl font-semibold wrap-anywhere text-plum sm:text-2xl">{account.email}</h1>
      <p className="flex flex-wrap gap-x-4 gap-y-1 text-muted-foreground">
        <span>
          Username <span className="font-medium text-foreground">{account.username}</span>
        </span>
        {account.displayName && account.displayName !== account.username ? (
          <span>
            Cards from <span className="font-medium text-foreground">{account.displayName}</span>
          </span>
        ) : null}
        <span>Joined {formatDate(account.createdAt)}</span>
      </p>
      <p className="flex flex-wrap items-center gap-2 text-muted-foreground">
        <span>Account id</span>
        <code className="rounded bg-muted px-1.5 py-0.5 font-mono text-xs break-all text-foreground" data-testid="account-id">
          {account.id}
        </code>
        <Button
          variant="ghost"
          size="sm"
          className="h-7 px-2"
          aria-label="Copy the account id"
          onClick={() => void copyToClipboard(account.id, 'The account id was copied.')}
        >
          <Copy aria-hidden />
        </Button>
      </p>
      <ul aria-label="Account state" className="flex flex-wrap gap-1.5">
        <li>
          {account.emailVerifiedAt ? <Badge tone="good">Email confirmed</Badge> : <Badge tone="warning">Not confirmed</Badge>}
        </li>
        {account.suspendedAt ? (
          <li>
            <Badge tone="bad">Suspended since {formatDate(account.suspendedAt)}</Badge>
          </li>
        ) : null}
        {account.staffRole ? (
          <li>
            <Badge tone="warning">Staff: {account.staffRole}</Badge>
          </li>
        ) : null}
        {account.twoFactorOn ? (
          <li>
            <Badge>Two-step on</Badge>
          </li>
        ) : null}
        {account.passkeyCount > 0 ? (
          <li>
            <Badge>
              {account.passkeyCount} {account.passkeyCount === 1 ? 'passkey' : 'passkeys'}
            </Badge>
          </li>
        ) : null}
      </ul>
    </header>
  )
}
