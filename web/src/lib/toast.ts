import { useSyncExternalStore } from 'react'

/**
 * A tiny toast queue read by the <Toaster/>. Only one toast shows at a time: a new one
 * replaces the one on screen. Callable from anywhere (event handlers, mutation callbacks).
 */

export type ToastVariant = 'default' | 'destructive'

/** A link under the toast's text, e.g. to the page where the result can be seen. */
export interface ToastLink {
  label: string
  href: string
  /** Client-side navigation (the toaster lives outside the router); without it the link loads the page. */
  navigate?: (href: string) => void
}

export interface ToastInput {
  title: string
  description?: string
  link?: ToastLink
  variant?: ToastVariant
  /** Milliseconds on screen; the Toaster's default (5000) when omitted. */
  duration?: number
}

export interface ToastItem extends ToastInput {
  id: number
  open: boolean
}

/** How long a closed toast stays mounted so its exit animation can play. */
const REMOVE_DELAY_MS = 300

let toasts: ToastItem[] = []
let nextId = 1
const listeners = new Set<() => void>()

function publish(next: ToastItem[]) {
  toasts = next
  for (const listener of listeners) listener()
}

export function toast(input: ToastInput): number {
  const id = nextId++
  publish([{ ...input, id, open: true }])
  return id
}

export function dismissToast(id: number) {
  publish(toasts.map((item) => (item.id === id ? { ...item, open: false } : item)))
  setTimeout(() => publish(toasts.filter((item) => item.id !== id || item.open)), REMOVE_DELAY_MS)
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function useToasts(): ToastItem[] {
  return useSyncExternalStore(subscribe, () => toasts, () => toasts)
}

/** Test helper: start each test with an empty queue. */
export function resetToasts() {
  publish([])
}
