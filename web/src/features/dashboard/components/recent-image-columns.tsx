import { Link } from 'react-router'
import { SendCardButton } from '@/components/sending/send-card-button'
import { dataTableColumns } from '@/components/ui/data-table'
import { creditsLabel } from '@/lib/credits-label'
import { formatDate } from '@/lib/dates'
import { qualityLabel, sizeLabel } from '@/lib/image'
import type { RecentImage } from '../api/get-recent-images'

const column = dataTableColumns<RecentImage>()

// Phones show prompt, cost and View; date, size and quality move under the prompt.
const FROM_MD = { headerClassName: 'hidden md:table-cell', cellClassName: 'hidden md:table-cell whitespace-nowrap' }

export const recentImageColumns = column.columns([
  column.accessor('createdAt', {
    header: 'Date',
    cell: (info) => formatDate(info.getValue()),
    meta: { ...FROM_MD, cellClassName: `${FROM_MD.cellClassName} text-muted-foreground` },
  }),
  column.accessor('description', {
    header: 'Prompt',
    cell: (info) => {
      const image = info.row.original
      return (
        <div className="flex min-w-32 items-center gap-3">
          {image.thumbnailUrl ? (
            <img
              src={image.thumbnailUrl}
              alt=""
              loading="lazy"
              className="size-9 shrink-0 rounded-md border bg-muted object-cover sm:size-10"
            />
          ) : null}
          <div className="min-w-0">
            <span className="line-clamp-2 max-w-md" title={info.getValue()}>
              {info.getValue()}
            </span>
            <span className="block text-xs text-muted-foreground md:hidden">
              {`${formatDate(image.createdAt)} · ${qualityLabel(image.quality)} · ${sizeLabel(image.size)}`}
            </span>
          </div>
        </div>
      )
    },
  }),
  column.accessor('size', {
    header: 'Size',
    cell: (info) => sizeLabel(info.getValue()),
    meta: { ...FROM_MD, cellClassName: `${FROM_MD.cellClassName} tabular-nums` },
  }),
  column.accessor('quality', { header: 'Quality', cell: (info) => qualityLabel(info.getValue()), meta: FROM_MD }),
  column.accessor('creditCost', {
    header: 'Cost',
    cell: (info) => creditsLabel(info.getValue()),
    meta: { headerClassName: 'text-right', cellClassName: 'whitespace-nowrap text-right tabular-nums' },
  }),
  column.display({
    id: 'view',
    header: () => <span className="sr-only">Actions</span>,
    cell: (info) => (
      // Stacked on a phone, where the prompt needs the width.
      <div className="flex flex-col items-end gap-0 sm:flex-row sm:items-center sm:justify-end sm:gap-2">
        <SendCardButton image={info.row.original} variant="ghost" iconOnly className="size-11 text-primary sm:size-9" />
        <Link
          to={`/gallery?image=${encodeURIComponent(info.row.original.id)}`}
          className="inline-flex min-h-11 items-center px-1 font-semibold text-primary hover:underline sm:min-h-0 sm:px-0"
        >
          View
        </Link>
      </div>
    ),
    meta: { cellClassName: 'text-right' },
  }),
])
