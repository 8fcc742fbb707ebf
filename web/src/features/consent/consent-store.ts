import { useSyncExternalStore } from 'react'

/**
 * The visitor's answer to the cookie banner, remembered in local storage, and whether the
 * banner was reopened from the footer's "Cookie settings". Readable from anywhere; components
 * subscribe with `useConsent`.
 */

export type ConsentChoice = 'granted' | 'denied'

export interface ConsentState {
  /** null until the visitor has answered. */
  choice: ConsentChoice | null
  /** True while the visitor is reviewing an earlier answer. */
  settingsOpen: boolean
}

export const CONSENT_STORAGE_KEY = 'cardsmith.cookie-consent'

interface StoredConsent {
  choice: ConsentChoice
  /** When the visitor answered (ISO 8601): the record a consent log needs. */
  decidedAt: string
}

let state: ConsentState | null = null
const listeners = new Set<() => void>()

/** Storage can be switched off or full: then the banner simply asks again next visit. */
function readStoredChoice(): ConsentChoice | null {
  try {
    const raw = localStorage.getItem(CONSENT_STORAGE_KEY)
    const stored = raw ? (JSON.parse(raw) as Partial<StoredConsent> | null) : null
    return stored?.choice === 'granted' || stored?.choice === 'denied' ? stored.choice : null
  } catch {
    return null
  }
}

function currentState(): ConsentState {
  return (state ??= { choice: readStoredChoice(), settingsOpen: false })
}

function publish(next: ConsentState) {
  state = next
  for (const listener of listeners) listener()
}

export function getConsent(): ConsentState {
  return currentState()
}

/** Records the visitor's answer and closes the banner. */
export function decideConsent(choice: ConsentChoice) {
  try {
    const stored: StoredConsent = { choice, decidedAt: new Date().toISOString() }
    localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify(stored))
  } catch {
    // Not remembered, but still honoured for this visit.
  }
  publish({ choice, settingsOpen: false })
}

/** Shows the banner again so the visitor can change an earlier answer. */
export function openConsentSettings() {
  publish({ ...currentState(), settingsOpen: true })
}

/** An answer given in another tab applies here too. */
function onStorage(event: StorageEvent) {
  if (event.key !== CONSENT_STORAGE_KEY && event.key !== null) return
  const choice = readStoredChoice()
  if (choice !== currentState().choice) publish({ ...currentState(), choice })
}

function subscribe(listener: () => void) {
  if (listeners.size === 0) window.addEventListener('storage', onStorage)
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
    if (listeners.size === 0) window.removeEventListener('storage', onStorage)
  }
}

export function useConsent(): ConsentState {
  return useSyncExternalStore(subscribe, currentState, currentState)
}
