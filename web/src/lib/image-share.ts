import { toast } from './toast'

export const SHARE_TEXT = 'Made with Cardsmith'

/** Image URLs from the server are relative; whoever receives a link needs the full address. */
export function absoluteUrl(url: string, origin: string = window.location.origin): string {
  return new URL(url, origin).href
}

/** A shared image's page: its path on this site and what it shows. */
export interface SharePage {
  path: string
  description: string
}

export type ShareOutcome = 'shared' | 'copied' | 'cancelled' | 'failed'

/** The share sheet's title: the start of the maker's description. */
export function shareTitle(description: string): string {
  const trimmed = description.trim()
  return trimmed.length > 80 ? `${trimmed.slice(0, 79).trimEnd()}…` : trimmed || 'My Cardsmith image'
}

/**
 * Offers the image's page with the device's share sheet when there is one; otherwise (or
 * when the share sheet fails) copies the page's address and says so.
 */
export async function offerSharePage(page: SharePage): Promise<ShareOutcome> {
  const url = absoluteUrl(page.path)
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title: shareTitle(page.description), text: SHARE_TEXT, url })
      return 'shared'
    } catch (error) {
      // Closing the share sheet is a choice, not a failure: nothing more to do.
      if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled'
    }
  }
  if (await copyText(url)) {
    toast({ title: 'Share Link Ready', description: "A link to the image's page was copied to your clipboard." })
    return 'copied'
  }
  toast({ variant: 'destructive', title: 'Could not copy the link', description: url })
  return 'failed'
}

async function copyText(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text)
      return true
    }
  } catch {
    // Denied or unavailable (for example outside a secure context): try the older way.
  }
  return copyWithSelection(text)
}

function copyWithSelection(text: string): boolean {
  const field = document.createElement('textarea')
  field.value = text
  field.setAttribute('readonly', '')
  field.style.position = 'fixed'
  field.style.opacity = '0'
  document.body.append(field)
  field.select()
  try {
    return document.execCommand('copy')
  } catch {
    return false
  } finally {
    field.remove()
  }
}
