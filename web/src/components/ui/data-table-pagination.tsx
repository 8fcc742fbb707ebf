import { ChevronLeft, ChevronRight } from 'lucide-react'
import { useId } from 'react'
import { Button } from './button'

export const PAGE_SIZE_OPTIONS = [5, 10, 20, 30, 40, 50] as const

interface DataTablePaginationProps {
  pageIndex: number
  pageSize: number
  pageCount: number
  canPrevious: boolean
  canNext: boolean
  onPrevious: () => void
  onNext: () => void
  onPageSizeChange: (pageSize: number) => void
}

/** Rows-per-page choice, "Page x of y" and Previous/Next under a data table. */
export function DataTablePagination({
  pageIndex,
  pageSize,
  pageCount,
  canPrevious,
  canNext,
  onPrevious,
  onNext,
  onPageSizeChange,
}: DataTablePaginationProps) {
  const selectId = useId()
  // An empty table still reads "Page 1 of 1".
  const pages = Math.max(pageCount, 1)
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 text-sm">
      <div className="flex items-center gap-2">
        <label htmlFor={selectId} className="font-medium text-muted-foreground">
          Rows per page
        </label>
        <select
          id={selectId}
          value={pageSize}
          onChange={(event) => onPageSizeChange(Number(event.target.value))}
          className="h-9 cursor-pointer rounded-md border border-input bg-card px-2.5 text-sm font-medium shadow-xs focus-visible:border-primary focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-primary/25"
        >
          {PAGE_SIZE_OPTIONS.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
      </div>
      <div className="flex items-center gap-2 sm:gap-3">
        <span className="whitespace-nowrap text-muted-foreground tabular-nums" aria-live="polite">
          Page {pageIndex + 1} of {pages}
        </span>
        <Button variant="outline" size="sm" className="max-sm:w-9 max-sm:px-0" onClick={onPrevious} disabled={!canPrevious}>
          <ChevronLeft aria-hidden />
          <span className="max-sm:sr-only">Previous</span>
        </Button>
        <Button variant="outline" size="sm" className="max-sm:w-9 max-sm:px-0" onClick={onNext} disabled={!canNext}>
          <span className="max-sm:sr-only">Next</span>
          <ChevronRight aria-hidden />
        </Button>
      </div>
    </div>
  )
}
