import { toast } from './toast'

export const SHARE_TEXT = 'Check out this AI-generated image!'

/** Image URLs from the server are relative; whoever receives a link needs the full address. */
export function absoluteUrl(url: string, origin: string = window.location.origin): string {
  return new URL(url, origin).href
}

export interface ShareableImage {
  imageUrl: string
  prompt: string
}

export type ShareOutcome = 'shared' | 'copied' | 'cancelled' | 'failed'

/** The share sheet's title: the start of the prompt. */
export function shareTitle(prompt: string): string {
  const trimmed = prompt.trim()
  return trimmed.length > 80 ? `${trimmed.slice(0, 79).trimEnd()}…` : trimmed || 'My Cardsmith image'
}

/**
 * Shares the image's address with the device's share sheet when there is one; otherwise
 * (or when the share sheet fails) copies the address and says so.
 */
export async function shareImage(image: ShareableImage): Promise<ShareOutcome> {
  const url = absoluteUrl(image.imageUrl)
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title: shareTitle(image.prompt), text: SHARE_TEXT, url })
      return 'shared'
    } catch (error) {
      // Closing the share sheet is a choice, not a failure: nothing more to do.
      if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled'
    }
  }
  if (await copyText(url)) {
    toast({ title: 'Share Link Ready', description: 'The image link was copied to your clipboard.' })
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
