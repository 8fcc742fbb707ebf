import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  allTimeZones,
  browserTimeZone,
  currentTimeZoneName,
  formatInstantIn,
  formatZonedWallClock,
  isKnownTimeZone,
  wallClockAt,
  wallClockToInstant,
  zoneLabel,
} from './time-zones'

const iso = (local: string, zone: string) => wallClockToInstant(local, zone)?.toISOString()

describe('time zones', () => {
  it('reads 9 AM in New York across daylight saving time, as the server does', () => {
    expect(iso('2026-03-07T09:00', 'America/New_York')).toBe('2026-03-07T14:00:00.000Z')
    expect(iso('2026-03-08T09:00', 'America/New_York')).toBe('2026-03-08T13:00:00.000Z')
    expect(iso('2026-11-01T09:00', 'America/New_York')).toBe('2026-11-01T14:00:00.000Z')
    expect(iso('2026-06-01T09:00', 'Asia/Kolkata')).toBe('2026-06-01T03:30:00.000Z')
  })

  it('gives a skipped time and a repeated time one answer each', () => {
    // 02:30 never happens on 8 March 2026 in New York: 03:30 EDT.
    expect(iso('2026-03-08T02:30', 'America/New_York')).toBe('2026-03-08T07:30:00.000Z')
    // 01:30 happens twice on 1 November 2026: the first, still EDT.
    expect(iso('2026-11-01T01:30', 'America/New_York')).toBe('2026-11-01T05:30:00.000Z')
  })

  it('refuses what is not a time or not a zone', () => {
    expect(wallClockToInstant('tomorrow', 'UTC')).toBeNull()
    expect(wallClockToInstant('2026-02-30T09:00', 'UTC')).toBeNull()
    expect(wallClockToInstant('2026-12-24T09:00', 'Mars/Olympus')).toBeNull()
    expect(isKnownTimeZone('Mars/Olympus')).toBe(false)
  })

  it('shows the wall clock of an instant in a zone', () => {
    expect(wallClockAt(new Date('2026-12-24T14:00:00Z'), 'America/New_York')).toBe('2026-12-24T09:00')
  })

  it('names times and zones as people read them', () => {
    expect(formatZonedWallClock('2026-12-24T09:00', 'America/New_York')).toBe('Dec 24, 2026 at 9:00 AM (New York time)')
    expect(zoneLabel('America/Argentina/Buenos_Aires')).toBe('Buenos Aires time')
    expect(zoneLabel('Etc/UTC')).toBe('UTC')
  })

  it('lists every zone once, sorted, with the extra ones included', () => {
    const zones = allTimeZones('UTC', 'America/New_York', 'Mars/Olympus')
    expect(zones).toContain('UTC')
    expect(zones).not.toContain('Mars/Olympus')
    expect(new Set(zones).size).toBe(zones.length)
    expect([...zones].sort()).toEqual(zones)
  })

  it('calls zones by their current names', () => {
    expect(currentTimeZoneName('Asia/Calcutta')).toBe('Asia/Kolkata')
    expect(currentTimeZoneName('Europe/Kiev')).toBe('Europe/Kyiv')
    expect(currentTimeZoneName('Asia/Saigon')).toBe('Asia/Ho_Chi_Minh')
    expect(currentTimeZoneName('Asia/Rangoon')).toBe('Asia/Yangon')
    expect(currentTimeZoneName('America/Buenos_Aires')).toBe('America/Argentina/Buenos_Aires')
    expect(currentTimeZoneName('Europe/Paris')).toBe('Europe/Paris')
    expect(currentTimeZoneName('Mars/Olympus')).toBe('Mars/Olympus')
    expect(zoneLabel('Asia/Calcutta')).toBe('Kolkata time')
  })

  it('formats an instant on the wall clock of a zone, with the weekday and, when not this year, the year', () => {
    const now = new Date('2026-11-24T12:00:00Z')
    const instant = new Date('2026-12-01T00:00:00Z')
    expect(formatInstantIn(instant, 'Asia/Tokyo', now)).toBe('Tue, Dec 1 at 9:00 AM')
    expect(formatInstantIn(instant, 'America/New_York', now)).toBe('Mon, Nov 30 at 7:00 PM')
    expect(formatInstantIn(new Date('2027-01-02T00:00:00Z'), 'UTC', now)).toBe('Sat, Jan 2, 2027 at 12:00 AM')
  })
})

describe('time zones in a browser that still uses old names (Chromium)', () => {
  afterEach(() => {
    vi.restoreAllMocks()
  })

  it('lists every zone by its current name, once', () => {
    vi.spyOn(Intl, 'supportedValuesOf').mockReturnValue(['Asia/Calcutta', 'Asia/Kolkata', 'Europe/Kiev', 'Asia/Saigon', 'UTC'])
    expect(allTimeZones('Asia/Rangoon')).toEqual(['Asia/Ho_Chi_Minh', 'Asia/Kolkata', 'Asia/Yangon', 'Europe/Kyiv', 'UTC'])
  })

  it("gives the browser's own zone by its current name", () => {
    const resolved = Intl.DateTimeFormat().resolvedOptions()
    vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockReturnValue({ ...resolved, timeZone: 'Europe/Kiev' })
    expect(browserTimeZone()).toBe('Europe/Kyiv')
  })
})
