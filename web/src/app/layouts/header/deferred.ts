/**
 * The header's menus (the Blog and account dropdowns, the slide-in menu) need Radix's menu and
 * dialog code, which the landing page's first load should not carry. Each menu's code lives in
 * its own chunk: fetched once the page is idle, when the pointer or focus reaches its button,
 * or at the latest when the button is pressed.
 */

export interface DeferredPart<T> {
  /** The loaded value, or undefined while it has not arrived. */
  get(): T | undefined
  /** Starts loading (once; again after a failure) and resolves to the value. */
  load(): Promise<T>
}

export function deferredPart<T>(importer: () => Promise<T>): DeferredPart<T> {
  let value: T | undefined
  let pending: Promise<T> | undefined
  return {
    get: () => value,
    load() {
      pending ??= importer().then(
        (loaded) => (value = loaded),
        (error: unknown) => {
          pending = undefined
          throw error
        },
      )
      return pending
    },
  }
}

/** Fetches a part ahead of need; a failure is left for the press of the button to retry. */
export function prefetch(part: DeferredPart<unknown>) {
  part.load().catch(() => {})
}

/** Runs `callback` once the browser has nothing more pressing to do. Returns a cancel function. */
export function whenIdle(callback: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(callback, { timeout: 3000 })
    return () => window.cancelIdleCallback(id)
  }
  // Safari has no requestIdleCallback.
  const id = window.setTimeout(callback, 500)
  return () => window.clearTimeout(id)
}
