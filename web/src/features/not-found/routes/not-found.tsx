import { Brush, Home, Images, Sparkles } from 'lucide-react'
import { Link } from 'react-router'
import { Button } from '@/components/ui/button'

const ACTIONS = [
  { to: '/', label: 'Home', icon: Home, variant: 'default' },
  { to: '/create', label: 'Create Card', icon: Brush, variant: 'outline' },
  { to: '/gallery', label: 'Gallery', icon: Images, variant: 'outline' },
  { to: '/generate', label: 'Create Image', icon: Sparkles, variant: 'outline' },
] as const

export function NotFoundRoute() {
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-20 text-center sm:py-28">
      <p aria-hidden className="font-display text-8xl font-semibold tracking-tight text-primary/25 sm:text-9xl">
        404
      </p>
      <h1 className="mt-2 font-display text-3xl font-semibold tracking-tight text-plum sm:text-4xl">
        <span className="sr-only">404 </span>Page Not Found
      </h1>
      <p className="mt-4 max-w-md text-lg text-muted-foreground">
        The page you're looking for might have been moved, deleted, or never existed.
      </p>
      <div className="mt-10 grid w-full max-w-md grid-cols-2 gap-3 sm:flex sm:max-w-none sm:justify-center">
        {ACTIONS.map(({ to, label, icon: Icon, variant }) => (
          <Button key={to} asChild variant={variant}>
            <Link to={to}>
              <Icon aria-hidden />
              {label}
            </Link>
          </Button>
        ))}
      </div>
      <p className="mt-10 text-sm text-muted-foreground">
        Need a hand? Visit the{' '}
        <Link to="/help" className="font-semibold text-primary hover:underline">
          Help Center
        </Link>{' '}
        or learn more{' '}
        <Link to="/about" className="font-semibold text-primary hover:underline">
          About Cardsmith
        </Link>
        .
      </p>
    </section>
  )
}
