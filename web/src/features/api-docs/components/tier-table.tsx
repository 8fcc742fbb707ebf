import { TIERS } from '../data/tiers'
import { ScrollTable } from './scroll-table'

/** The three tiers and who is on each. */
export function TierTable() {
  return (
    <ScrollTable label="Rate limit table">
      <table className="w-full text-sm">
        <caption className="sr-only">Rate limits by tier</caption>
        <thead>
          <tr className="border-b bg-muted/50 text-left">
            <th scope="col" className="px-2 py-2 sm:px-3 font-semibold">Tier</th>
            <th scope="col" className="px-2 py-2 sm:px-3 font-semibold">Per minute</th>
            <th scope="col" className="px-2 py-2 sm:px-3 font-semibold">Per day</th>
            <th scope="col" className="px-2 py-2 sm:px-3 font-semibold">Who</th>
          </tr>
        </thead>
        <tbody>
          {TIERS.map((tier) => (
            <tr key={tier.name} className="border-b align-top last:border-0">
              <th scope="row" className="px-2 py-2 sm:px-3 text-left font-semibold">{tier.name}</th>
              <td className="px-2 py-2 sm:px-3 tabular-nums">{tier.perMinute.toLocaleString('en-US')}</td>
              <td className="px-2 py-2 sm:px-3 tabular-nums">{tier.perDay.toLocaleString('en-US')}</td>
              <td className="px-2 py-2 sm:px-3 text-muted-foreground">{tier.who}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollTable>
  )
}
