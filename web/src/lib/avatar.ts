/**
 * Avatars are drawn locally from the username: no photo upload and no outside service.
 * The same username always gets the same colour.
 */

const PALETTE = ['#d6405a', '#e0703a', '#c98a12', '#3f9b6e', '#2f86a6', '#5a63c9', '#8e4fc2', '#c2478f']

/** The first two letters of the username, upper-cased ("mia" -> "MI"). */
export function fallbackInitials(username: string): string {
  return username.trim().slice(0, 2).toUpperCase() || '?'
}

/** Initials for the avatar image: one letter per word ("jane.doe" -> "JD"), else the first two letters. */
export function avatarInitials(username: string): string {
  const words = username.trim().split(/[\s._-]+/).filter(Boolean)
  if (words.length >= 2) return (words[0][0] + words[1][0]).toUpperCase()
  return fallbackInitials(username)
}

/** A small stable hash (FNV-1a) so each username keeps its colour. */
function hashString(value: string): number {
  let hash = 0x811c9dc5
  for (const char of value) {
    hash ^= char.codePointAt(0) ?? 0
    hash = Math.imul(hash, 0x01000193)
  }
  return hash >>> 0
}

export function avatarColor(username: string): string {
  return PALETTE[hashString(username.toLowerCase()) % PALETTE.length]
}

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`)
}

/** An SVG data URL showing the user's initials on their colour. */
export function avatarDataUrl(username: string): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64">` +
    `<rect width="64" height="64" rx="32" fill="${avatarColor(username)}"/>` +
    `<text x="32" y="33" dy=".35em" text-anchor="middle" font-family="system-ui,-apple-system,'Segoe UI',sans-serif" ` +
    `font-size="26" font-weight="600" fill="#ffffff">${escapeXml(avatarInitials(username))}</text></svg>`
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`
}
