import {
  createColumnHelper,
  createPaginatedRowModel,
  metaHelper,
  rowPaginationFeature,
  tableFeatures,
  useTable,
  type ColumnDef,
  type RowData,
} from '@tanstack/react-table'
import { cn } from '@/lib/utils'
import { DataTablePagination, PAGE_SIZE_OPTIONS } from './data-table-pagination'

/** Per-column styling: classes for the header and the body cells of that column. */
export interface DataTableColumnMeta {
  headerClassName?: string
  cellClassName?: string
}

/** Client-side pagination over the whole list: the server sends every row, the table pages them. */
export const dataTableFeatures = tableFeatures({
  rowPaginationFeature,
  paginatedRowModel: createPaginatedRowModel(),
  columnMeta: metaHelper<DataTableColumnMeta>(),
})

export type DataTableFeatures = typeof dataTableFeatures

/** Column helper for tables rendered by {@link DataTable}. */
export function dataTableColumns<TData extends RowData>() {
  return createColumnHelper<DataTableFeatures, TData>()
}

export const DEFAULT_PAGE_SIZE = 10

/** Pages the server cuts: the table shows `data` as one page and reports page changes. */
export interface ServerPaging {
  pageIndex: number
  pageSize: number
  /** Rows on all pages together. */
  total: number
  onPageChange: (pageIndex: number) => void
  onPageSizeChange: (pageSize: number) => void
}

interface DataTableProps<TData extends RowData> {
  // The accessors' value types differ per column, so the array holds them as unknown.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  columns: ColumnDef<DataTableFeatures, TData, any>[]
  data: TData[]
  /** Names the table for screen readers, e.g. "Transaction history". */
  label: string
  getRowId?: (row: TData, index: number) => string
  className?: string
  /** The server pages the rows; without it the table pages `data` itself. */
  paging?: ServerPaging
  /** Every row of `data` at once, with no page controls: for a list that grows by "Load more". */
  allRows?: boolean
}

/**
 * A paginated table: 10 rows a page by default, a rows-per-page choice and Previous/Next.
 * The controls show only when they can change something: never for 5 rows or fewer.
 */
export function DataTable<TData extends RowData>({
  columns,
  data,
  label,
  getRowId,
  className,
  paging,
  allRows = false,
}: DataTableProps<TData>) {
  const table = useTable({
    features: dataTableFeatures,
    columns,
    data,
    getRowId,
    // Rows paged elsewhere (by the server, or by "Load more") are all shown.
    manualPagination: paging !== undefined || allRows,
    initialState: { pagination: { pageIndex: 0, pageSize: DEFAULT_PAGE_SIZE } },
  })
  const rows = table.getRowModel().rows
  const total = paging?.total ?? data.length

  return (
    <div className={cn('grid gap-4', className)}>
      <div className="overflow-x-auto rounded-lg border bg-card">
        <table aria-label={label} className="w-full caption-bottom text-sm">
          <thead className="bg-muted/60">
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id} className="border-b">
                {group.headers.map((header) => (
                  <th
                    key={header.id}
                    scope="col"
                    className={cn(
                      'h-11 px-3 text-left align-middle sm:px-4 text-xs font-semibold tracking-wide whitespace-nowrap text-muted-foreground uppercase',
                      header.column.columnDef.meta?.headerClassName,
                    )}
                  >
                    {header.isPlaceholder ? null : <table.FlexRender header={header} />}
                  </th>
                ))}
              </tr>
            ))}
          </thead>
          <tbody>
            {rows.length > 0 ? (
              rows.map((row) => (
                <tr key={row.id} className="border-b transition-colors last:border-0 hover:bg-secondary/30">
                  {row.getAllCells().map((cell) => (
                    <td key={cell.id} className={cn('px-3 py-3 align-middle sm:px-4', cell.column.columnDef.meta?.cellClassName)}>
                      <table.FlexRender cell={cell} />
                    </td>
                  ))}
                </tr>
              ))
            ) : (
              <tr>
                <td colSpan={columns.length} className="h-24 px-4 text-center text-muted-foreground">
                  No results.
                </td>
              </tr>
            )}
          </tbody>
        </table>
      </div>
      {allRows || total <= PAGE_SIZE_OPTIONS[0] ? null : paging ? (
        <DataTablePagination
          pageIndex={paging.pageIndex}
          pageSize={paging.pageSize}
          pageCount={Math.ceil(paging.total / paging.pageSize)}
          canPrevious={paging.pageIndex > 0}
          canNext={(paging.pageIndex + 1) * paging.pageSize < paging.total}
          onPrevious={() => paging.onPageChange(paging.pageIndex - 1)}
          onNext={() => paging.onPageChange(paging.pageIndex + 1)}
          onPageSizeChange={paging.onPageSizeChange}
        />
      ) : (
        <DataTablePagination
          pageIndex={table.state.pagination.pageIndex}
          pageSize={table.state.pagination.pageSize}
          pageCount={table.getPageCount()}
          canPrevious={table.getCanPreviousPage()}
          canNext={table.getCanNextPage()}
          onPrevious={() => table.previousPage()}
          onNext={() => table.nextPage()}
          onPageSizeChange={(size) => table.setPageSize(size)}
        />
      )}
    </div>
  )
}
