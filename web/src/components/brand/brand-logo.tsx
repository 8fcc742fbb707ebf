import { Link } from 'react-router'
import { cn } from '@/lib/utils'

/** The Cardsmith mark: a folded card with a heart and a spark of gold. */
export function BrandMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden className={cn('size-8', className)}>
      <rect width="32" height="32" rx="9" fill="#d6405a" />
      <path d="M8 9.5 18.5 7.2c.9-.2 1.7.4 1.9 1.2l2.9 13.6c.2.9-.4 1.7-1.2 1.9L11.6 26.2c-.9.2-1.7-.4-1.9-1.2L6.8 11.4c-.2-.9.4-1.7 1.2-1.9Z" fill="#fff" />
      <path
        d="M17.6 17.9c.8-.8 1.6-1.7 1.4-2.9a2.4 2.4 0 0 0-2.9-1.8c-.8.2-1.3.5-1.8 1.3-.8-.5-1.4-.7-2.2-.5a2.4 2.4 0 0 0-1.8 2.9c.3 1.2 1.3 1.8 2.3 2.3l4 2.3Z"
        fill="#d6405a"
      />
      <path d="M25 4.5l.8 2 2 .8-2 .8-.8 2-.8-2-2-.8 2-.8Z" fill="#f3b63f" />
    </svg>
  )
}

interface BrandLogoProps {
  className?: string
  /** Classes for the word "Cardsmith", e.g. to hide it where space is short. */
  wordmarkClassName?: string
  onNavigate?: () => void
}

export function BrandLogo({ className, wordmarkClassName, onNavigate }: BrandLogoProps) {
  return (
    <Link
      to="/"
      onClick={onNavigate}
      className={cn('inline-flex items-center gap-2.5 rounded-md font-display text-xl font-semibold tracking-tight text-plum', className)}
    >
      <BrandMark />
      <span className={wordmarkClassName}>Cardsmith</span>
    </Link>
  )
}
