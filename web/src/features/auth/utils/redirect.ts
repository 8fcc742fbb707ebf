import { authSearch } from '@/lib/auth-urls'

/**
 * Where to go after signing in. Only paths on this site are honoured: anything that a
 * browser could read as another origin ("//evil.example", "/\\evil.example", absolute
 * URLs, control characters) falls back to `fallback` (the home page unless said otherwise).
 */
export function safeRedirectTarget(raw: string | null | undefined, fallback = '/'): string {
  if (!raw || !raw.startsWith('/')) return fallback
  if (raw.startsWith('//') || raw.startsWith('/\\')) return fallback
  // Browsers drop tabs and newlines from URLs, which would turn "/\t/x" into "//x".
  if (hasControlCharacter(raw)) return fallback
  return raw
}

function hasControlCharacter(text: string): boolean {
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index)
    if (code < 0x20 || code === 0x7f) return true
  }
  return false
}

/** Appends `from` to the target's query, before any #fragment. */
export function withFrom(target: string, from: string | null | undefined): string {
  return withQueryParam(target, 'from', from)
}

/** Appends `name=value` to the target's query, before any #fragment; nothing when value is empty. */
export function withQueryParam(target: string, name: string, value: string | null | undefined): string {
  if (!value) return target
  const hashIndex = target.indexOf('#')
  const base = hashIndex === -1 ? target : target.slice(0, hashIndex)
  const hash = hashIndex === -1 ? '' : target.slice(hashIndex)
  const separator = base.includes('?') ? '&' : '?'
  return `${base}${separator}${name}=${encodeURIComponent(value)}${hash}`
}

/** The query string that carries redirect, from and package between the login and signup screens. */
export function authCrossLinkSearch(redirect: string | null, from: string | null, pkg: string | null = null): string {
  return authSearch({ redirect, from, package: pkg })
}
