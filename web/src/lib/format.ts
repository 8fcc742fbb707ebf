/** Credits with US thousands separators: 12345 -> "12,345", 1.5 -> "1.5". */
export function formatCredits(credits: number): string {
  return credits.toLocaleString('en-US')
}

const SIZE_UNITS = ['KB', 'MB', 'GB', 'TB']

/** A file size as people read it, in units of 1024 as "10 MB" means elsewhere on the site:
 * 512 -> "512 bytes", 2_516_582 -> "2.4 MB", 48_000_000 -> "46 MB". One decimal below 10. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} ${bytes === 1 ? 'byte' : 'bytes'}`
  let value = bytes / 1024
  let unit = 0
  // Up a unit from 1000, so a size never reads "1,020 KB".
  while (Math.round(value) >= 1000 && unit < SIZE_UNITS.length - 1) {
    value /= 1024
    unit += 1
  }
  return `${value.toLocaleString('en-US', { maximumFractionDigits: value < 10 ? 1 : 0 })} ${SIZE_UNITS[unit]}`
}
