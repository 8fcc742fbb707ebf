/**
 * Wall-clock times in named time zones, as the server reads them: a scheduled card leaves at
 * `YYYY-MM-DDTHH:MM` in an IANA zone (the recipient's, usually), whatever zone the sender is in.
 */

/** `2026-12-24T09:00`: what a `datetime-local` input holds and the server's `sendAt` takes. */
export type WallClock = string

const DAY_MS = 24 * 60 * 60 * 1000
const WALL_CLOCK_PATTERN = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/

/**
 * Old names of a place's zone and the name it goes by now (tzdb's file `backward`: "alternate
 * names for the same location", the 1995 three-part renames, and Ukraine's zones, one since
 * 2022). Chromium's ICU still answers with many of them, both in its list of zones and as the
 * browser's own zone. The server (chrono-tz) takes old and new names alike.
 */
const CURRENT_NAMES: Readonly<Record<string, string>> = {
  'Africa/Asmera': 'Africa/Asmara',
  'America/Buenos_Aires': 'America/Argentina/Buenos_Aires',
  'America/Catamarca': 'America/Argentina/Catamarca',
  'America/Coral_Harbour': 'America/Atikokan',
  'America/Cordoba': 'America/Argentina/Cordoba',
  'America/Fort_Wayne': 'America/Indiana/Indianapolis',
  'America/Godthab': 'America/Nuuk',
  'America/Indianapolis': 'America/Indiana/Indianapolis',
  'America/Jujuy': 'America/Argentina/Jujuy',
  'America/Knox_IN': 'America/Indiana/Knox',
  'America/Louisville': 'America/Kentucky/Louisville',
  'America/Mendoza': 'America/Argentina/Mendoza',
  'Asia/Ashkhabad': 'Asia/Ashgabat',
  'Asia/Calcutta': 'Asia/Kolkata',
  'Asia/Dacca': 'Asia/Dhaka',
  'Asia/Istanbul': 'Europe/Istanbul',
  'Asia/Katmandu': 'Asia/Kathmandu',
  'Asia/Macao': 'Asia/Macau',
  'Asia/Rangoon': 'Asia/Yangon',
  'Asia/Saigon': 'Asia/Ho_Chi_Minh',
  'Asia/Thimbu': 'Asia/Thimphu',
  'Asia/Ujung_Pandang': 'Asia/Makassar',
  'Asia/Ulan_Bator': 'Asia/Ulaanbaatar',
  'Atlantic/Faeroe': 'Atlantic/Faroe',
  'Europe/Kiev': 'Europe/Kyiv',
  'Europe/Nicosia': 'Asia/Nicosia',
  'Europe/Uzhgorod': 'Europe/Kyiv',
  'Europe/Zaporozhye': 'Europe/Kyiv',
  'Pacific/Enderbury': 'Pacific/Kanton',
  'Pacific/Ponape': 'Pacific/Pohnpei',
  'Pacific/Truk': 'Pacific/Chuuk',
}

/** `zone` by its current name (`Asia/Kolkata` for `Asia/Calcutta`), as long as this browser
 * knows that name; any other zone as it is. */
export function currentTimeZoneName(zone: string): string {
  const current = CURRENT_NAMES[zone]
  return current && isKnownTimeZone(current) ? current : zone
}

/** The zone this browser is in, by its current name, e.g. `Europe/Kyiv` (UTC when the browser
 * cannot tell). */
export function browserTimeZone(): string {
  try {
    return currentTimeZoneName(Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC')
  } catch {
    return 'UTC'
  }
}

/** Whether the browser knows `zone` (an unknown one makes Intl throw). */
export function isKnownTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone })
    return zone.trim() !== ''
  } catch {
    return false
  }
}

/** Every zone the browser knows, by current names, sorted, with `extra` (the browser's own, a
 * send's) always in. */
export function allTimeZones(...extra: string[]): string[] {
  const known = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : []
  return [...new Set([...known, ...extra.filter(isKnownTimeZone)].map(currentTimeZoneName))].sort()
}

const partsFormatters = new Map<string, Intl.DateTimeFormat>()

function partsFormatter(zone: string): Intl.DateTimeFormat {
  let formatter = partsFormatters.get(zone)
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    })
    partsFormatters.set(zone, formatter)
  }
  return formatter
}

/** The wall clock in `zone` at `instant`, to the minute. */
export function wallClockAt(instant: Date, zone: string): WallClock {
  const parts = Object.fromEntries(partsFormatter(zone).formatToParts(instant).map((part) => [part.type, part.value]))
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`
}

/** Milliseconds `zone` is ahead of UTC at `instant`. */
function offsetAt(instant: number, zone: string): number {
  const parts = Object.fromEntries(
    partsFormatter(zone)
      .formatToParts(new Date(instant))
      .map((part) => [part.type, Number(part.value)]),
  )
  const asUtc = Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute, parts.second)
  return asUtc - Math.floor(instant / 1000) * 1000
}

/**
 * The instant a wall-clock time names in `zone`, or null when it is not a time. Like the
 * server: a time that happens twice (clocks going back) is the first; one that never happens
 * (clocks going forward) is read with the offset from before the jump.
 */
export function wallClockToInstant(local: WallClock, zone: string): Date | null {
  const match = WALL_CLOCK_PATTERN.exec(local)
  if (!match || !isKnownTimeZone(zone)) return null
  const [year, month, day, hour, minute] = match.slice(1, 6).map(Number)
  const asUtc = Date.UTC(year, month - 1, day, hour, minute)
  const check = new Date(asUtc)
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day || hour > 23 || minute > 59) return null
  // Clocks change at most once in a day: the offsets a day either side are the only candidates.
  const before = asUtc - offsetAt(asUtc - DAY_MS, zone)
  const after = asUtc - offsetAt(asUtc + DAY_MS, zone)
  const exact = [before, after].filter((instant) => wallClockAt(new Date(instant), zone) === local.slice(0, 16))
  return new Date(exact.length > 0 ? Math.min(...exact) : before)
}

/** "Dec 24, 2026 at 9:00 AM": a wall-clock time as people read it (no zone conversion). */
export function formatWallClock(local: WallClock): string {
  const match = WALL_CLOCK_PATTERN.exec(local)
  if (!match) return local
  const [year, month, day, hour, minute] = match.slice(1, 6).map(Number)
  const date = new Date(Date.UTC(year, month - 1, day, hour, minute))
  const datePart = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', dateStyle: 'medium' }).format(date)
  const timePart = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', timeStyle: 'short' }).format(date)
  return `${datePart} at ${timePart}`
}

/** "Tue, Dec 1 at 9:00 AM": `instant` on the wall clock in `zone`, with the weekday so a day
 * that moved across the date line shows it; the year only when it is not this one. */
export function formatInstantIn(instant: Date, zone: string, now = new Date()): string {
  const year = (at: Date) => wallClockAt(at, zone).slice(0, 4)
  const datePart = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    ...(year(instant) === year(now) ? {} : { year: 'numeric' }),
  }).format(instant)
  const timePart = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeStyle: 'short' }).format(instant)
  return `${datePart} at ${timePart}`
}

/** "New York time" for `America/New_York`; "UTC" for UTC. */
export function zoneLabel(zone: string): string {
  if (/^(Etc\/)?(UTC|GMT|Universal|Zulu)$/i.test(zone)) return 'UTC'
  const city = currentTimeZoneName(zone).split('/').pop() ?? zone
  return `${city.replace(/_/g, ' ')} time`
}

/** "Dec 24, 2026 at 9:00 AM (New York time)". */
export function formatZonedWallClock(local: WallClock, zone: string): string {
  return `${formatWallClock(local)} (${zoneLabel(zone)})`
}

/** "GMT-5", "GMT+5:30": how far `zone` is from UTC right now. */
export function currentOffsetLabel(zone: string, now = new Date()): string {
  try {
    const part = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'shortOffset' })
      .formatToParts(now)
      .find((item) => item.type === 'timeZoneName')
    return part?.value ?? ''
  } catch {
    return ''
  }
}
