import { Link } from 'react-router'

// Every article ends with the same map of the site, so a reader who arrived from a search
// engine can find the tools, the help and the rules without hunting through menus.
const LINKS = [
  { to: '/gallery', label: 'Your gallery' },
  { to: '/prompts', label: 'Prompt ideas' },
  { to: '/purchase', label: 'Pricing' },
  { to: '/help', label: 'Help Center' },
  { to: '/about', label: 'About Cardsmith' },
  { to: '/api-docs', label: 'API docs' },
  { to: '/content-policy', label: 'Content policy' },
]

export function ArticleExploreLinks() {
  return (
    <nav aria-label="Keep exploring" className="mt-8 text-sm">
      <h2 className="font-semibold text-plum">Keep exploring</h2>
      <ul className="mt-2 flex flex-wrap gap-x-5 gap-y-2">
        {LINKS.map(({ to, label }) => (
          <li key={to}>
            <Link to={to} className="text-primary hover:underline">
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
