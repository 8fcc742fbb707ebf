import { vi } from 'vitest'

/**
 * The browser features the carousel library and the lazy sections use, which jsdom lacks:
 * no media query matches, nothing resizes, and everything observed is in view at once.
 */
export function stubBrowserApis() {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: false,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }))
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  )
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      private readonly callback: IntersectionObserverCallback
      constructor(callback: IntersectionObserverCallback) {
        this.callback = callback
      }
      observe(target: Element) {
        queueMicrotask(() =>
          this.callback([{ target, isIntersecting: true, intersectionRatio: 1 } as IntersectionObserverEntry], this as never),
        )
      }
      unobserve() {}
      disconnect() {}
    },
  )
}
