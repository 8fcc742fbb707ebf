import { DataTable, dataTableColumns } from '@/components/ui/data-table'
import { formatDate, formatDateTime } from '@/lib/dates'
import type { AccountApiKey, AccountDevice } from '../api/account-schemas'
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
