import { Search } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { BLOG_CATEGORIES } from '../data/categories'
import type { CategoryFilter } from '../utils/filter-articles'

const FILTERS: CategoryFilter[] = ['All', ...BLOG_CATEGORIES]

interface BlogFiltersProps {
  search: string
  category: CategoryFilter
  onSearchChange: (search: string) => void
  onCategoryChange: (category: CategoryFilter) => void
}

export function BlogFilters({ search, category, onSearchChange, onCategoryChange }: BlogFiltersProps) {
  return (
    <div className="mt-8 flex flex-col gap-4">
      <div className="relative max-w-xl">
        <Search aria-hidden className="absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-muted-foreground" />
        <Input
          type="search"
          aria-label="Search articles"
          placeholder="Search articles..."
          value={search}
          onChange={(event) => onSearchChange(event.target.value)}
          className="pl-10"
        />
      </div>
      <div role="group" aria-label="Filter by category" className="flex flex-wrap gap-2">
        {FILTERS.map((filter) => (
          <Button
            key={filter}
            size="sm"
            variant={filter === category ? 'default' : 'outline'}
            aria-pressed={filter === category}
            onClick={() => onCategoryChange(filter)}
          >
            {filter}
          </Button>
        ))}
      </div>
    </div>
  )
}
