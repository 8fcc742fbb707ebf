import { toast } from '@/lib/toast'

/** Copies `text` and says so in a toast whose `description` names what was copied. Clipboard
 * access can be refused (permissions, a page not served over https), and then the reader is told
 * to copy by hand instead of left guessing. */
export async function copyToClipboard(text: string, description: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text)
  } catch {
    toast({
      variant: 'destructive',
      title: 'Copy failed',
      description: 'Your browser did not allow copying. Select the text and copy it instead.',
    })
    return false
  }
  toast({ title: 'Copied to clipboard', description })
  return true
}
