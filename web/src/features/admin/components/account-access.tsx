import { DataTable, dataTableColumns } from '@/components/ui/data-table'
import { formatDate, formatDateTime } from '@/lib/dates'
import type { AccountApiKey, AccountDevice, AccountThrottle } from '../api/account-schemas'
import { Badge } from './badge'
import { ConsoleSection, EmptyNote } from './console-section'

const QUIET = { cellClassName: 'whitespace-nowrap text-muted-foreground' }

const key = dataTableColumns<AccountApiKey>()

const keyColumns = key.columns([
  key.accessor('name', { header: 'Name', meta: { cellClassName: 'wrap-anywhere min-w-32' } }),
  key.accessor('prefix', { header: 'Prefix', meta: { cellClassName: 'font-mono text-xs whitespace-nowrap' } }),
  key.accessor('createdAt', { header: 'Created', cell: (info) => formatDate(info.getValue()), meta: QUIET }),
  key.accessor('lastUsedAt', {
    header: 'Last used',
    cell: (info) => (info.getValue() ? formatDateTime(info.getValue() ?? '') : 'Never'),
    meta: QUIET,
  }),
  key.accessor('revokedAt', {
    header: 'Revoked',
    cell: (info) => {
      const revokedAt = info.getValue()
      return revokedAt ? <Badge tone="bad">Revoked {formatDate(revokedAt)}</Badge> : <Badge tone="good">Live</Badge>
    },
  }),
])

/** The account's keys to the public API, revoked ones included. */
export function ApiKeys({ keys }: { keys: AccountApiKey[] }) {
  const live = keys.filter((apiKey) => !apiKey.revokedAt).length
  return (
    <ConsoleSection title="API keys" aside={`${live} live`}>
      {keys.length === 0 ? (
        <EmptyNote>No API keys.</EmptyNote>
      ) : (
        <DataTable label="API keys" columns={keyColumns} data={keys} />
      )}
    </ConsoleSection>
  )
}

const device = dataTableColumns<AccountDevice>()

const deviceColumns = device.columns([
  device.accessor((row) => `${row.browser} on ${row.system}`, { id: 'device', header: 'Device' }),
  device.accessor('signedInAt', { header: 'Signed in', cell: (info) => formatDateTime(info.getValue()), meta: QUIET }),
  device.accessor('lastSeenAt', { header: 'Last seen', cell: (info) => formatDateTime(info.getValue()), meta: QUIET }),
  device.accessor('secondFactorAt', {
    header: 'Second factor',
    cell: (info) => (info.getValue() ? formatDateTime(info.getValue() ?? '') : '-'),
    meta: QUIET,
  }),
])

/** Where the account is signed in now. */
export function SignedInDevices({ devices }: { devices: AccountDevice[] }) {
  return (
    <ConsoleSection title="Signed-in devices" aside={`${devices.length} signed in`}>
      {devices.length === 0 ? (
        <EmptyNote>Signed in nowhere.</EmptyNote>
      ) : (
        <DataTable label="Signed-in devices" columns={deviceColumns} data={devices} />
      )}
    </ConsoleSection>
  )
}

/** "15 minutes", "1 hour", "1 day": a throttle's window in words. */
function windowWords(minutes: number): string {
  const [amount, unit] = minutes % 1440 === 0 ? [minutes / 1440, 'day'] : minutes % 60 === 0 ? [minutes / 60, 'hour'] : [minutes, 'minute']
  return `${amount} ${unit}${amount === 1 ? '' : 's'}`
}

const throttle = dataTableColumns<AccountThrottle>()

const throttleColumns = throttle.columns([
  throttle.accessor('name', { header: 'Limit' }),
  throttle.accessor((row) => `${row.used} of ${row.max}`, { id: 'used', header: 'Used', meta: QUIET }),
  throttle.accessor('windowMinutes', { header: 'Per', cell: (info) => windowWords(info.getValue()), meta: QUIET }),
  throttle.display({
    id: 'state',
    header: 'State',
    cell: ({ row: { original } }) => {
      if (original.used < original.max) return <Badge tone="good">Open</Badge>
      return <Badge tone="warning">{original.slowsOnly ? 'Slowed down' : 'Refusing'}</Badge>
    },
  }),
])

/** How much of each of its own limits the account has used in the current window: why a
 * customer's reset email or code may be refused right now. */
export function Throttles({ throttles }: { throttles: AccountThrottle[] }) {
  const reached = throttles.filter((row) => row.used >= row.max).length
  return (
    <ConsoleSection title="Limits" aside={reached === 0 ? 'none reached' : `${reached} reached`}>
      <DataTable label="Limits" columns={throttleColumns} data={throttles} allRows />
    </ConsoleSection>
  )
}
