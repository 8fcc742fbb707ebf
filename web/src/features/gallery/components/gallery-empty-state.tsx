import { ImagePlus, SearchX } from 'lucide-react'
import { Link } from 'react-router'
import { Button } from '@/components/ui/button'

interface GalleryEmptyStateProps {
  /** True when a search or filter is hiding images. */
  narrowed: boolean
  onClearFilters: () => void
}

export function GalleryEmptyState({ narrowed, onClearFilters }: GalleryEmptyStateProps) {
  const Icon = narrowed ? SearchX : ImagePlus
  return (
    <div className="flex flex-col items-center rounded-xl border border-dashed border-input bg-card/60 px-6 py-14 text-center">
      <span className="flex size-14 items-center justify-center rounded-full bg-secondary text-primary">
        <Icon aria-hidden className="size-6" />
      </span>
      <h2 className="mt-4 font-display text-2xl font-semibold text-plum">No images found</h2>
      <p className="mt-2 max-w-sm text-muted-foreground">
        {narrowed
          ? 'Nothing matches this search or filter. Try other words, or show all your images.'
          : 'Images you create are saved here, ready to download or share whenever you like.'}
      </p>
      <div className="mt-6 flex flex-col gap-3 sm:flex-row">
        {narrowed ? (
          <Button variant="outline" onClick={onClearFilters}>
            Show all images
          </Button>
        ) : null}
        <Button asChild>
          <Link to="/#generate">
            <ImagePlus aria-hidden />
            {narrowed ? 'Create a new image' : 'Create your first image'}
          </Link>
        </Button>
      </div>
    </div>
  )
}
