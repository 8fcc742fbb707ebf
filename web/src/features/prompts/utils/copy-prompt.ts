import { toast } from '@/lib/toast'

/** Copies a prompt and says so; clipboard access can be refused (permissions, old browsers),
 * and then the reader is told instead of left guessing. */
export async function copyPrompt(prompt: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(prompt)
    toast({ title: 'Copied to clipboard', description: 'Prompt copied successfully' })
  } catch {
    toast({
      variant: 'destructive',
      title: 'Copy failed',
      description: 'Your browser did not allow copying. Select the prompt text and copy it instead.',
    })
  }
}
