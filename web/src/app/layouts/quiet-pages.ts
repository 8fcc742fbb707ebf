/**
 * Pages shown in the quiet frame: no marketing header (Login, Sign Up, credits) and no big
 * footer, only a small footer with the way to make one's own. The card page a recipient opens
 * from an email is the one: it belongs to the sender's moment, not to our sales pitch.
 */
const QUIET_PAGES = [/^\/c\/[^/]+\/?$/]

export function isQuietPage(pathname: string): boolean {
  return QUIET_PAGES.some((pattern) => pattern.test(pathname))
}
