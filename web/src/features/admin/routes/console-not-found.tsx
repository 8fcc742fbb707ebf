import { Link } from 'react-router'
import { useConsoleTitle } from '../hooks/use-console-title'

/** An address under /admin that is no page of the console (for staff; others never get here). */
export function ConsoleNotFound() {
  useConsoleTitle('No such page')
  return (
    <div className="grid gap-2">
      <h1 className="text-xl font-semibold text-plum">No such console page</h1>
      <p>
        <Link to="/admin" className="font-semibold text-primary hover:underline">
          Find an account
        </Link>{' '}
        or open the{' '}
        <Link to="/admin/audit" className="font-semibold text-primary hover:underline">
          audit log
        </Link>
        .
      </p>
    </div>
  )
}
