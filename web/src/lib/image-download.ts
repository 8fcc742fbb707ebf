import { apiRequest } from './api-client'
import { toast } from './toast'

const MAX_SLUG_LENGTH = 60
const EXTENSIONS: Record<string, string> = { png: 'png', jpeg: 'jpg', jpg: 'jpg', webp: 'webp' }

/**
 * A file name people recognise later in their downloads folder, made from the prompt:
 * "Birthday card with balloons!" + png -> "cardsmith-birthday-card-with-balloons.png".
 */
export function imageFileName(prompt: string, format: string): string {
  const extension = EXTENSIONS[format.toLowerCase()] ?? 'png'
  const words = prompt
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
  let slug = ''
  for (const word of words) {
    const next = slug ? `${slug}-${word}` : word
    // Cut at a word boundary; a single very long word is cut mid-word.
    if (next.length > MAX_SLUG_LENGTH) {
      if (!slug) slug = word.slice(0, MAX_SLUG_LENGTH)
      break
    }
    slug = next
  }
  return `cardsmith-${slug || 'image'}.${extension}`
}

export interface DownloadableImage {
  imageUrl: string
  prompt: string
  outputFormat: string
}

/**
 * Saves the image as a file. The file is fetched first and handed over as a blob, so the
 * browser saves it under our name instead of opening the picture in a tab.
 */
export async function downloadImage(image: DownloadableImage): Promise<boolean> {
  const fileName = imageFileName(image.prompt, image.outputFormat)
  try {
    const response = await apiRequest('GET', image.imageUrl)
    const objectUrl = URL.createObjectURL(await response.blob())
    const link = document.createElement('a')
    link.href = objectUrl
    link.download = fileName
    link.rel = 'noopener'
    document.body.append(link)
    link.click()
    link.remove()
    // The browser reads the blob after the click returns: free it a little later.
    setTimeout(() => URL.revokeObjectURL(objectUrl), 10_000)
  } catch {
    toast({ variant: 'destructive', title: 'Download Failed', description: 'Could not download the image. Please try again.' })
    return false
  }
  toast({ title: 'Download Started', description: fileName })
  return true
}
