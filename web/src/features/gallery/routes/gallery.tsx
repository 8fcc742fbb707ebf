import { Sparkles } from 'lucide-react'
import { useState } from 'react'
import { Link } from 'react-router'
import { Button } from '@/components/ui/button'
import { useSignInGate } from '@/hooks/use-sign-in-gate'
import { useDebouncedValue } from '@/hooks/use-debounced-value'
import { GalleryImages } from '../components/gallery-images'
import { GalleryToolbar } from '../components/gallery-toolbar'
import { ImageGridSkeleton } from '../components/image-grid-skeleton'
import { useFilterParam } from '../hooks/use-filter-param'

const SEARCH_DEBOUNCE_MS = 300

export function GalleryRoute() {
  const auth = useSignInGate()

  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 sm:py-14">
      <header className="mb-8 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="font-display text-3xl font-semibold tracking-tight text-plum sm:text-4xl">My Images</h1>
          <p className="mt-2 text-muted-foreground">Every card and image you've created, ready to download or share.</p>
        </div>
        <Button asChild className="self-start sm:self-auto">
          <Link to="/generate">
            <Sparkles aria-hidden />
            Create Image
          </Link>
        </Button>
      </header>
      {auth.status === 'authenticated' ? <Gallery /> : <ImageGridSkeleton />}
    </div>
  )
}

function Gallery() {
  const [filter, setFilter] = useFilterParam()
  const [searchText, setSearchText] = useState('')
  const search = useDebouncedValue(searchText.trim(), SEARCH_DEBOUNCE_MS)
  const clearFilters = () => {
    setFilter('all')
    setSearchText('')
  }
  return (
    <div className="grid grid-cols-1 gap-6">
      <GalleryToolbar filter={filter} onFilterChange={setFilter} search={searchText} onSearchChange={setSearchText} />
      <GalleryImages query={{ filter, search }} onClearFilters={clearFilters} />
    </div>
  )
}
