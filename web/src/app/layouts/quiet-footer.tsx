import { ArrowRight } from 'lucide-react'
import { Link } from 'react-router'
import { BrandMark } from '@/components/brand/brand-logo'
import { CookieSettingsLink } from '@/features/consent/components/cookie-settings-link'

const small = 'inline-flex min-h-11 items-center underline-offset-4 transition-colors hover:text-foreground hover:underline'

/** The footer of the quiet frame (see quiet-pages.ts): who made the page, the way to make
 * one's own card, and the legal links every page owes its reader. */
export function QuietFooter() {
  return (
    <footer className="mt-auto border-t border-border/60 bg-card/70">
      <div className="mx-auto flex max-w-5xl flex-col items-center gap-x-6 gap-y-1 px-4 py-4 text-sm text-muted-foreground sm:flex-row sm:justify-between sm:px-6">
        <p className="flex flex-col items-center gap-x-2 sm:flex-row">
          <Link to="/" className="inline-flex min-h-11 items-center gap-2 font-medium text-plum hover:underline">
            <BrandMark className="size-6" />
            Made with Cardsmith
          </Link>
          <span aria-hidden className="hidden sm:inline">
            ·
          </span>
          <Link to="/create" className="inline-flex min-h-11 items-center gap-1 font-semibold text-primary hover:underline">
            Make your own card <ArrowRight aria-hidden className="size-4" />
          </Link>
        </p>
        <nav aria-label="Legal" className="flex items-center gap-4 text-xs">
          <Link to="/privacy" className={small}>
            Privacy
          </Link>
          <Link to="/terms" className={small}>
            Terms
          </Link>
          <CookieSettingsLink className={`${small} cursor-pointer`} />
        </nav>
      </div>
    </footer>
  )
}
