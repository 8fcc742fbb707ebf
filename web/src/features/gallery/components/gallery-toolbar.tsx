import { Search } from 'lucide-react'
import { Input } from '@/components/ui/input'
import { cn } from '@/lib/utils'
import { GALLERY_FILTERS, type GalleryFilter } from '../api/get-images'

interface GalleryToolbarProps {
  filter: GalleryFilter
  onFilterChange: (filter: GalleryFilter) => void
  search: string
  onSearchChange: (search: string) => void
}

export function GalleryToolbar({ filter, onFilterChange, search, onSearchChange }: GalleryToolbarProps) {
  return (
    <div className="flex flex-col gap-3 md:flex-row md:items-center md:justify-between">
      <div
        role="group"
        aria-label="Filter images"
        className="flex flex-wrap gap-2"
      >
        {GALLERY_FILTERS.map(({ value, label }) => (
          <button
            key={value}
            type="button"
            aria-pressed={filter === value}
            onClick={() => onFilterChange(value)}
            className={cn(
              'h-9 shrink-0 cursor-pointer rounded-full border px-4 text-sm font-semibold whitespace-nowrap transition-colors',
              filter === value
                ? 'border-primary bg-primary text-primary-foreground shadow-sm'
                : 'border-input bg-card text-foreground hover:border-primary/40 hover:bg-secondary/60',
            )}
          >
            {label}
          </button>
        ))}
      </div>
      <div className="relative md:w-72">
        <Search aria-hidden className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-muted-foreground" />
        <Input
          type="search"
          aria-label="Search images"
          placeholder="Search images..."
          value={search}
          onChange={(event) => onSearchChange(event.target.value)}
          className="pl-10"
        />
      </div>
    </div>
  )
}
