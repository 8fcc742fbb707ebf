import { toast } from '@/lib/toast'

/** Copies an example and says so; when the browser refuses (permissions, a page not served over
 * https), the reader is told to select the code instead of left guessing. */
export async function copyCode(code: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(code)
  } catch {
    toast({
      variant: 'destructive',
      title: 'Copy failed',
      description: 'Your browser did not allow copying. Select the code and copy it instead.',
    })
    return false
  }
  toast({ title: 'Copied to clipboard', description: 'The code is ready to paste.' })
  return true
}
