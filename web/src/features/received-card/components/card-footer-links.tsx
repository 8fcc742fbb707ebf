import { ArrowRight } from 'lucide-react'
import { Link } from 'react-router'

/** Under the card: the way to make one's own (how Cardsmith grows), and, quietly, Report abuse. */
export function CardFooterLinks({ onReport }: { onReport: () => void }) {
  return (
    <div className="flex flex-col items-center gap-2 text-sm text-muted-foreground sm:flex-row sm:justify-between">
      <p className="text-center">
        Made with Cardsmith.{' '}
        <Link to="/create" className="inline-flex min-h-11 items-center gap-1 font-semibold text-primary hover:underline">
          Make your own card <ArrowRight aria-hidden className="size-4" />
        </Link>
      </p>
      <button
        type="button"
        onClick={onReport}
        className="inline-flex min-h-11 cursor-pointer items-center rounded-md px-2 text-xs underline-offset-4 hover:text-foreground hover:underline"
      >
        Report abuse
      </button>
    </div>
  )
}
