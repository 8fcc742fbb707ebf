import { ChevronDown } from 'lucide-react'
import { Link, useLocation } from 'react-router'
import { cn } from '@/lib/utils'
import { deferredPart } from './deferred'
import { DeferredPopup } from './deferred-popup'
import { isBlogActive, isLinkActive, MAIN_LINKS } from './nav-links'

const blogMenu = deferredPart(async () => (await import('./blog-menu')).BlogMenu)

const linkClass = (active: boolean) =>
  cn(
    'relative rounded-full px-2.5 py-2 text-sm font-medium whitespace-nowrap transition-colors lg:px-2 xl:px-3 hover:bg-secondary/70 hover:text-secondary-foreground',
    active ? 'bg-secondary text-secondary-foreground' : 'text-foreground/80',
  )

/** The header's links on screens 768 px and wider: a row of their own below 1024 px, beside
 * the brand and the account from there on. */
export function DesktopNav() {
  const location = useLocation()
  const blogTrigger = (
    <button
      type="button"
      className={cn(linkClass(isBlogActive(location)), 'inline-flex items-center gap-1 data-[state=open]:bg-secondary')}
    >
      Blog
      <ChevronDown aria-hidden className="size-3.5" />
    </button>
  )
  return (
    <nav
      aria-label="Main"
      className="-mx-4 hidden h-11 w-[calc(100%+2rem)] items-center justify-center gap-0.5 border-t border-border/60 px-4 md:order-last md:flex lg:order-none lg:mx-0 lg:h-16 lg:w-auto lg:justify-start lg:border-0 lg:px-0"
    >
      {MAIN_LINKS.map((link) => {
        const active = isLinkActive(link.to, location)
        return (
          <Link key={link.to} to={link.to} className={linkClass(active)} aria-current={active ? 'page' : undefined}>
            {link.label}
          </Link>
        )
      })}
      <DeferredPopup part={blogMenu} popup="menu" trigger={blogTrigger}>
        {(BlogMenu, opening) => <BlogMenu trigger={blogTrigger} opening={opening} />}
      </DeferredPopup>
    </nav>
  )
}
