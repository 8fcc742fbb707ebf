import { describe, expect, it } from 'vitest'
import { authCrossLinkSearch, safeRedirectTarget, withFrom, withQueryParam } from './redirect'

describe('safeRedirectTarget', () => {
  it.each([
    ['/gallery', '/gallery'],
    ['/create?step=2', '/create?step=2'],
    ['/#pricing', '/#pricing'],
    [null, '/'],
    ['', '/'],
    ['gallery', '/'],
    ['https://evil.example/', '/'],
    ['//evil.example', '/'],
    ['/\\evil.example', '/'],
    ['/\t/evil.example', '/'],
    ['javascript:alert(1)', '/'],
  ])('%s -> %s', (raw, expected) => {
    expect(safeRedirectTarget(raw)).toBe(expected)
  })

  it('falls back to the target given, for signup the card wizard', () => {
    expect(safeRedirectTarget(null, '/create')).toBe('/create')
    expect(safeRedirectTarget('//evil.example', '/create')).toBe('/create')
    expect(safeRedirectTarget('/gallery', '/create')).toBe('/gallery')
  })
})

describe('withFrom', () => {
  it('adds from with ? or &, before any fragment', () => {
    expect(withFrom('/create', 'login')).toBe('/create?from=login')
    expect(withFrom('/create?step=2', 'login')).toBe('/create?step=2&from=login')
    expect(withFrom('/#pricing', 'signup')).toBe('/?from=signup#pricing')
    expect(withFrom('/create', null)).toBe('/create')
    expect(withFrom('/x', 'a b')).toBe('/x?from=a%20b')
  })
})

describe('authCrossLinkSearch', () => {
  it('carries only what is present', () => {
    expect(authCrossLinkSearch('/create', 'login')).toBe('?redirect=/create&from=login')
    expect(authCrossLinkSearch(null, 'login')).toBe('?from=login')
    expect(authCrossLinkSearch(null, null)).toBe('')
    expect(authCrossLinkSearch('/purchase', null, 'starter')).toBe('?redirect=/purchase&package=starter')
  })
})

describe('withQueryParam', () => {
  it('carries the chosen package on to the target', () => {
    expect(withQueryParam('/purchase', 'package', 'starter')).toBe('/purchase?package=starter')
    expect(withQueryParam('/purchase?from=login', 'package', 'pro')).toBe('/purchase?from=login&package=pro')
    expect(withQueryParam('/purchase', 'package', null)).toBe('/purchase')
  })
})
