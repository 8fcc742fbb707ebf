import { TIERS } from '../data/tiers'

/** The three tiers and who is on each. */
export function TierTable() {
  return (
    <div className="min-w-0 overflow-x-auto rounded-lg border bg-card">
      <table className="w-full text-sm">
        <caption className="sr-only">Rate limits by tier</caption>
        <thead>
          <tr className="border-b bg-muted/50 text-left">
            <th scope="col" className="px-3 py-2 font-semibold">Tier</th>
            <th scope="col" className="px-3 py-2 font-semibold">Per minute</th>
            <th scope="col" className="px-3 py-2 font-semibold">Per day</th>
            <th scope="col" className="px-3 py-2 font-semibold">Who</th>
          </tr>
        </thead>
        <tbody>
          {TIERS.map((tier) => (
            <tr key={tier.name} className="border-b align-top last:border-0">
              <th scope="row" className="px-3 py-2 text-left font-semibold">{tier.name}</th>
              <td className="px-3 py-2 tabular-nums">{tier.perMinute.toLocaleString('en-US')}</td>
              <td className="px-3 py-2 tabular-nums">{tier.perDay.toLocaleString('en-US')}</td>
              <td className="min-w-36 px-3 py-2 text-muted-foreground">{tier.who}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
