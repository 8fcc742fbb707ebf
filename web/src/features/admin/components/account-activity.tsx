import { DataTable, dataTableColumns } from '@/components/ui/data-table'
import { formatDate, formatDateTime } from '@/lib/dates'
import type { AccountImage, Reminder, Send } from '../api/account-schemas'
import { Badge, type BadgeTone } from './badge'
import { ConsoleSection, EmptyNote } from './console-section'

const QUIET = { cellClassName: 'whitespace-nowrap text-muted-foreground' }
const CODE = { cellClassName: 'font-mono text-xs break-all text-muted-foreground' }

const image = dataTableColumns<AccountImage>()

const imageColumns = image.columns([
  image.accessor('createdAt', { header: 'Date', cell: (info) => formatDate(info.getValue()), meta: QUIET }),
  image.accessor('isCard', { header: 'Kind', cell: (info) => (info.getValue() ? 'Card' : 'Image') }),
  image.accessor('prompt', { header: 'Prompt', meta: { cellClassName: 'min-w-64 max-w-xl' } }),
  image.accessor('id', { header: 'Image id', meta: CODE }),
])

/** How many images the account made, and the newest of them. */
export function Images({ count, images }: { count: number; images: AccountImage[] }) {
  return (
    <ConsoleSection title="Images" aside={`${count} in all${count > images.length ? `, newest ${images.length} listed` : ''}`}>
      {images.length === 0 ? (
        <EmptyNote>No images.</EmptyNote>
      ) : (
        <DataTable label="Newest images" columns={imageColumns} data={images} getRowId={(row) => row.id} />
      )}
    </ConsoleSection>
  )
}

/** One recipient of one card sent: the table lists each. */
interface Delivery {
  key: string
  send: Send
  recipient: Send['recipients'][number]
}

const STATUS_TONES: Record<string, BadgeTone> = { sent: 'good', opened: 'good', thanked: 'good', failed: 'bad', cancelled: 'neutral' }

const delivery = dataTableColumns<Delivery>()

const deliveryColumns = delivery.columns([
  delivery.accessor((row) => row.send.dueAt, {
    id: 'due',
    header: 'Due',
    cell: (info) => formatDateTime(info.getValue()),
    meta: QUIET,
  }),
  delivery.accessor((row) => row.recipient.email, {
    id: 'recipient',
    header: 'Recipient',
    cell: (info) => (
      <>
        {info.row.original.recipient.name} <span className="wrap-anywhere text-muted-foreground">&lt;{info.getValue()}&gt;</span>
      </>
    ),
    meta: { cellClassName: 'min-w-48' },
  }),
  delivery.accessor((row) => row.recipient.status, {
    id: 'status',
    header: 'Status',
    cell: (info) => <Badge tone={STATUS_TONES[info.getValue()] ?? 'neutral'}>{info.getValue()}</Badge>,
  }),
  delivery.accessor((row) => row.recipient.sentAt, {
    id: 'sent',
    header: 'Sent',
    cell: (info) => (info.getValue() ? formatDateTime(info.getValue() ?? '') : '-'),
    meta: QUIET,
  }),
  delivery.accessor((row) => row.recipient.openedAt, {
    id: 'opened',
    header: 'Opened',
    cell: (info) => (info.getValue() ? formatDateTime(info.getValue() ?? '') : 'Not opened'),
    meta: QUIET,
  }),
  delivery.display({
    id: 'notes',
    header: 'Notes',
    cell: (info) => deliveryNotes(info.row.original).join(' · ') || '-',
    meta: { cellClassName: 'min-w-40 text-muted-foreground' },
  }),
])

function deliveryNotes({ send, recipient }: Delivery): string[] {
  const notes: string[] = []
  if (send.cancelled) notes.push('Send cancelled')
  if (send.reportedAt) notes.push(`Reported ${formatDate(send.reportedAt)}`)
  if (recipient.failure) notes.push(recipient.failure)
  return notes
}

/** Cards the account emailed, one row per recipient, newest first. */
export function CardsSent({ sends }: { sends: Send[] }) {
  const deliveries = sends.flatMap((send) =>
    send.recipients.map((recipient, index) => ({ key: `${send.id}-${index}`, send, recipient })),
  )
  return (
    <ConsoleSection title="Cards sent" aside={`${sends.length} ${sends.length === 1 ? 'card' : 'cards'}`}>
      {deliveries.length === 0 ? (
        <EmptyNote>No cards sent.</EmptyNote>
      ) : (
        <DataTable label="Cards sent" columns={deliveryColumns} data={deliveries} getRowId={(row) => row.key} />
      )}
    </ConsoleSection>
  )
}

const MONTH_AND_DAY = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' })

const reminder = dataTableColumns<Reminder>()

const reminderColumns = reminder.columns([
  reminder.accessor('name', { header: 'Name' }),
  reminder.accessor('occasion', { header: 'Occasion' }),
  reminder.accessor((row) => MONTH_AND_DAY.format(Date.UTC(2000, row.month - 1, row.day)), { id: 'date', header: 'Date' }),
  reminder.accessor('enabled', { header: 'Emails', cell: (info) => (info.getValue() ? 'On' : 'Off') }),
  reminder.accessor('lastSentAt', {
    header: 'Last sent',
    cell: (info) => (info.getValue() ? formatDate(info.getValue() ?? '') : 'Never'),
    meta: QUIET,
  }),
])

/** The dates the account asked to be reminded of. */
export function Reminders({ reminders }: { reminders: Reminder[] }) {
  return (
    <ConsoleSection title="Reminders">
      {reminders.length === 0 ? (
        <EmptyNote>No dates to remember.</EmptyNote>
      ) : (
        <DataTable label="Reminders" columns={reminderColumns} data={reminders} />
      )}
    </ConsoleSection>
  )
}
