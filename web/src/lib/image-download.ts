import { apiRequest } from './api-client'
import { saveFile } from './save-file'
import { toast } from './toast'

const EXTENSIONS: Record<string, string> = { png: 'png', jpeg: 'jpg', jpg: 'jpg', webp: 'webp' }

/**
 * The name the file is saved under: the server names each image after what it is
 * ("birthday-card-for-mina"), and the extension follows the real format.
 */
export function imageFileName(fileName: string, format: string): string {
  const extension = EXTENSIONS[format.toLowerCase()] ?? 'png'
  return `${fileName || 'image'}.${extension}`
}

export interface DownloadableImage {
  imageUrl: string
  fileName: string
  outputFormat: string
}

/**
 * Saves the image as a file. The file is fetched first and handed over as a blob, so the
 * browser saves it under our name instead of opening the picture in a tab.
 */
export async function downloadImage(image: DownloadableImage): Promise<boolean> {
  const fileName = imageFileName(image.fileName, image.outputFormat)
  try {
    const response = await apiRequest('GET', image.imageUrl)
    saveFile(await response.blob(), fileName)
  } catch {
    toast({ variant: 'destructive', title: 'Download Failed', description: 'Could not download the image. Please try again.' })
    return false
  }
  toast({ title: 'Download Started', description: fileName })
  return true
}
