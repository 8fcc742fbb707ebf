import { ChevronDown } from 'lucide-react'
import { Link, useLocation } from 'react-router'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu'
import { cn } from '@/lib/utils'
import { BLOG_LINKS, BLOG_MENU_TITLE, isBlogActive, isLinkActive, MAIN_LINKS } from './nav-links'

const linkClass = (active: boolean) =>
  cn(
    'relative rounded-full px-2 py-2 text-sm font-medium whitespace-nowrap transition-colors lg:px-3 hover:bg-secondary/70 hover:text-secondary-foreground',
    active ? 'bg-secondary text-secondary-foreground' : 'text-foreground/80',
  )

/** The header's links on screens 768 px and wider. */
export function DesktopNav() {
  const location = useLocation()
  const blogActive = isBlogActive(location)
  return (
    <nav aria-label="Main" className="hidden items-center gap-0.5 md:flex">
      {MAIN_LINKS.map((link) => {
        const active = isLinkActive(link.to, location)
        return (
          <Link key={link.to} to={link.to} className={linkClass(active)} aria-current={active ? 'page' : undefined}>
            {link.label}
          </Link>
        )
      })}
      <DropdownMenu modal={false}>
        <DropdownMenuTrigger className={cn(linkClass(blogActive), 'inline-flex items-center gap-1 data-[state=open]:bg-secondary')}>
          Blog
          <ChevronDown aria-hidden className="size-3.5" />
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end" className="w-64">
          <DropdownMenuLabel>{BLOG_MENU_TITLE}</DropdownMenuLabel>
          <DropdownMenuSeparator />
          {BLOG_LINKS.map((link) => (
            <DropdownMenuItem key={link.to} asChild>
              <Link
                to={link.to}
                aria-current={isLinkActive(link.to, location) ? 'page' : undefined}
                className="aria-[current=page]:font-semibold aria-[current=page]:text-primary"
              >
                {link.label}
              </Link>
            </DropdownMenuItem>
          ))}
        </DropdownMenuContent>
      </DropdownMenu>
    </nav>
  )
}
