import { useSearchParams } from 'react-router'
import { DEFAULT_PAGE_SIZE } from '@/components/ui/data-table'
import { PAGE_SIZE_OPTIONS } from '@/components/ui/data-table-pagination'

/** A whole number from 1, or null. */
function positive(raw: string | null): number | null {
  const value = Number(raw)
  return Number.isInteger(value) && value >= 1 ? value : null
}

/**
 * The page of a list and its size, kept in the address (`?page=2&limit=20`) so a page can be
 * reloaded, shared and gone back to. Values the table does not offer fall back to the defaults.
 */
export function usePageParams() {
  const [searchParams, setSearchParams] = useSearchParams()
  const page = positive(searchParams.get('page')) ?? 1
  const limit = positive(searchParams.get('limit'))
  const pageSize = PAGE_SIZE_OPTIONS.find((size) => size === limit) ?? DEFAULT_PAGE_SIZE

  const go = (nextPage: number, nextSize: number) =>
    setSearchParams(
      (params) => {
        params.set('page', String(nextPage))
        if (nextSize === DEFAULT_PAGE_SIZE) params.delete('limit')
        else params.set('limit', String(nextSize))
        return params
      },
      { preventScrollReset: true },
    )

  return {
    page,
    pageSize,
    /** `pageIndex` counts from 0, as the table does. */
    setPageIndex: (pageIndex: number) => go(pageIndex + 1, pageSize),
    /** A new page size starts again at the first page. */
    setPageSize: (size: number) => go(1, size),
  }
}
