import { useState, type ComponentProps } from 'react'
import { allTimeZones, browserTimeZone, currentOffsetLabel, currentTimeZoneName } from '@/lib/time-zones'
import { cn } from '@/lib/utils'

interface ZoneGroup {
  label: string
  zones: { value: string; label: string }[]
}

const REGIONS = ['Africa', 'America', 'Antarctica', 'Arctic', 'Asia', 'Atlantic', 'Australia', 'Europe', 'Indian', 'Pacific']

/** "New York (GMT-5)" for America/New_York; "Argentina / Buenos Aires (GMT-3)" a level deeper.
 * Always the current name: "Kolkata" for a send or reminder saved as Asia/Calcutta. */
function optionLabel(zone: string): string {
  const [region, ...place] = currentTimeZoneName(zone).split('/')
  const name = (REGIONS.includes(region) && place.length > 0 ? place : [zone]).join(' / ').replace(/_/g, ' ')
  const offset = currentOffsetLabel(zone)
  // "UTC (GMT)" says nothing twice.
  return offset && !/^(Etc\/)?(UTC|GMT)$/.test(zone) ? `${name} (${offset})` : name
}

/** The browser's zone (and the one already chosen) first, then every zone by region and name:
 * a native list, so typing a city's first letters jumps to it. A zone chosen under an old name
 * keeps that value, so the list shows what the form holds, labelled by its current name. */
function zoneGroups(chosen: string): ZoneGroup[] {
  const browser = browserTimeZone()
  const yours = currentTimeZoneName(chosen) === browser ? [chosen] : [browser, chosen]
  const listed = new Set(yours.map(currentTimeZoneName))
  const groups = new Map<string, ZoneGroup['zones']>()
  for (const zone of allTimeZones(...yours)) {
    if (listed.has(zone)) continue
    const region = zone.split('/')[0]
    const label = REGIONS.includes(region) && zone.includes('/') ? region : 'Other'
    groups.set(label, [...(groups.get(label) ?? []), { value: zone, label: optionLabel(zone) }])
  }
  const byName = (a: { label: string }, b: { label: string }) => a.label.localeCompare(b.label)
  return [
    { label: 'Your time zone', zones: yours.map((zone) => ({ value: zone, label: optionLabel(zone) })) },
    ...[...groups.entries()].map(([label, zones]) => ({ label, zones: zones.sort(byName) })),
  ]
}

type TimeZoneSelectProps = Omit<ComponentProps<'select'>, 'children'> & { chosen: string }

/** Every IANA time zone, grouped and labelled with its offset from UTC. */
export function TimeZoneSelect({ chosen, className, ...props }: TimeZoneSelectProps) {
  // Built once per form: the zone chosen when it opened stays on top while the form is open.
  const [groups] = useState(() => zoneGroups(chosen))
  return (
    <select
      className={cn(
        'h-11 w-full min-w-0 cursor-pointer rounded-md border border-input bg-card px-3 text-base text-foreground shadow-xs focus-visible:border-primary focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-primary/25 aria-invalid:border-destructive sm:text-sm',
        className,
      )}
      {...props}
    >
      {groups.map((group) => (
        <optgroup key={group.label} label={group.label}>
          {group.zones.map((zone) => (
            <option key={zone.value} value={zone.value}>
              {zone.label}
            </option>
          ))}
        </optgroup>
      ))}
    </select>
  )
}
