import { act, renderHook } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

type Store = typeof import('./consent-store')

const KEY = 'cardsmith.cookie-consent'

/** A fresh store: it caches what it read from storage. */
async function freshStore(): Promise<Store> {
  vi.resetModules()
  return import('./consent-store')
}

describe('consent store', () => {
  beforeEach(() => localStorage.clear())
  afterEach(() => localStorage.clear())

  it('has no answer until the visitor gives one', async () => {
    const store = await freshStore()
    expect(store.getConsent()).toEqual({ choice: null, settingsOpen: false })
  })

  it.each([
    ['{"choice":"granted","decidedAt":"2026-11-01T10:00:00.000Z"}', 'granted'],
    ['{"choice":"denied","decidedAt":"2026-11-01T10:00:00.000Z"}', 'denied'],
    ['{"choice":"maybe"}', null],
    ['not json', null],
    ['null', null],
  ])('reads %s from an earlier visit as %s', async (stored, choice) => {
    localStorage.setItem(KEY, stored)
    const store = await freshStore()
    expect(store.getConsent().choice).toBe(choice)
  })

  it('remembers an answer with its time, tells subscribers and closes the settings', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-24T09:30:00Z'), toFake: ['Date'] })
    const store = await freshStore()
    store.openConsentSettings()
    expect(store.getConsent().settingsOpen).toBe(true)

    store.decideConsent('granted')

    expect(store.getConsent()).toEqual({ choice: 'granted', settingsOpen: false })
    expect(JSON.parse(localStorage.getItem(KEY) ?? '')).toEqual({ choice: 'granted', decidedAt: '2026-11-24T09:30:00.000Z' })
    vi.useRealTimers()
  })

  it('still honours an answer for this visit when storage refuses it', async () => {
    const store = await freshStore()
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError')
    })

    store.decideConsent('denied')
    expect(store.getConsent().choice).toBe('denied')
  })

  it('takes an answer given in another tab', async () => {
    const store = await freshStore()
    const { result } = renderHook(() => store.useConsent())
    expect(result.current.choice).toBeNull()

    act(() => {
      localStorage.setItem(KEY, JSON.stringify({ choice: 'granted', decidedAt: new Date().toISOString() }))
      window.dispatchEvent(new StorageEvent('storage', { key: KEY }))
    })
    expect(result.current.choice).toBe('granted')
  })
})
