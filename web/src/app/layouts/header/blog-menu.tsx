import type { ReactElement } from 'react'
import { Link, useLocation } from 'react-router'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu'
import type { Opening } from './deferred-popup'
import { BLOG_LINKS, BLOG_MENU_TITLE, isLinkActive } from './nav-links'
import { useKeyboardOpening } from './use-keyboard-opening'

interface BlogMenuProps {
  trigger: ReactElement
  opening: Opening
}

/** The Blog dropdown: every article and guide. Loaded on demand (see DesktopNav). */
export function BlogMenu({ trigger, opening }: BlogMenuProps) {
  const location = useLocation()
  const keyboardOpening = useKeyboardOpening(opening)
  return (
    <DropdownMenu modal={false} defaultOpen>
      <DropdownMenuTrigger asChild>{trigger}</DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-64" {...keyboardOpening}>
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
  )
}
