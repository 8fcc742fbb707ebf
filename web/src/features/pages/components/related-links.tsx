import { Link, useLocation } from 'react-router'
import { RELATED_GROUPS } from '../data/related-links'

/** Related pages in three groups; the page you are on is plain text marked '(current)'. */
export function RelatedLinks() {
  const { pathname } = useLocation()
  const current = pathname.replace(/\/+$/, '')
  return (
    <nav aria-label="Related pages" className="grid gap-8 sm:grid-cols-3">
      {RELATED_GROUPS.map((group) => (
        <div key={group.title}>
          <h2 className="text-sm font-semibold tracking-wider text-plum uppercase">{group.title}</h2>
          <ul className="mt-3 grid gap-2 text-sm">
            {group.links.map(({ to, label }) => (
              <li key={to}>
                {to === current ? (
                  <span aria-current="page" className="text-muted-foreground">
                    {label} (current)
                  </span>
                ) : (
                  <Link to={to} className="text-primary hover:underline">
                    {label}
                  </Link>
                )}
              </li>
            ))}
          </ul>
        </div>
      ))}
    </nav>
  )
}
