import { useSearchParams } from 'react-router'
import { GALLERY_FILTERS, type GalleryFilter } from '../api/get-images'

const PARAM = 'filter'

function isGalleryFilter(value: string | null): value is GalleryFilter {
  return GALLERY_FILTERS.some((filter) => filter.value === value)
}

/**
 * The category filter lives in the URL (`?filter=art`), so a reload, a shared link or the way
 * back from an image keeps it. Changing it replaces the entry: filters are not pages to go back
 * through. `all`, the default, leaves the URL clean; an unknown value reads as `all`.
 */
export function useFilterParam() {
  const [searchParams, setSearchParams] = useSearchParams()
  const raw = searchParams.get(PARAM)
  const filter: GalleryFilter = isGalleryFilter(raw) ? raw : 'all'

  const setFilter = (next: GalleryFilter) => {
    setSearchParams(
      (params) => {
        if (next === 'all') params.delete(PARAM)
        else params.set(PARAM, next)
        return params
      },
      { replace: true, preventScrollReset: true },
    )
  }

  return [filter, setFilter] as const
}
