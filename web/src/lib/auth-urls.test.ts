import { describe, expect, it } from 'vitest'
import { authSearch, loginUrl, signupUrl } from './auth-urls'

describe('auth URLs', () => {
  it('come back to the page, its query kept whole', () => {
    expect(loginUrl('/gallery')).toBe('/login?redirect=/gallery')
    expect(loginUrl('/gallery?image=img-7')).toBe('/login?redirect=/gallery%3Fimage%3Dimg-7')
    expect(loginUrl('/purchase', { package: 'starter' })).toBe('/login?redirect=/purchase&package=starter')
    expect(signupUrl('/generate')).toBe('/signup?redirect=/generate')
  })

  it('leave out params without a value', () => {
    expect(authSearch({ redirect: '/create', from: 'login', package: null })).toBe('?redirect=/create&from=login')
    expect(authSearch({ redirect: null })).toBe('')
  })
})
