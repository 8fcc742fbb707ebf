/**
 * A photo from the visitor's files: the one a card can be built around, or a signer's small
 * photo on a group card (the server takes both the same way). The browser takes JPEG, PNG, WebP
 * and GIF files up to 10 MB. The server takes JPEG, PNG and WebP up to 5 MB, so a GIF or a larger
 * file is redrawn here as a JPEG of at most 2048 pixels a side (what the server works at anyway),
 * which also keeps it small enough to survive a trip through sign-up in local storage.
 */

export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif']
export const PHOTO_ACCEPT = PHOTO_TYPES.join(',')
export const PHOTO_MAX_BYTES = 10 * 1024 * 1024

const SENDABLE_TYPES = ['image/jpeg', 'image/png', 'image/webp']
const SENDABLE_MAX_BYTES = 5 * 1024 * 1024
const REDRAWN_MAX_SIDE = 2048
const JPEG_QUALITY = 0.9

/** What the wizard says in place of the photo when the image model in use cannot build on one. */
export const PHOTO_UNAVAILABLE = 'Photo cards are not available with the image model in use.'

export interface PhotoProblem {
  title: string
  description: string
}

export const PHOTO_WRONG_TYPE: PhotoProblem = {
  title: 'Invalid file type',
  description: 'Please upload an image file (PNG, JPEG, etc.)',
}

export const PHOTO_TOO_LARGE: PhotoProblem = {
  title: 'File too large',
  description: 'The image file must be less than 10MB',
}

export const PHOTO_UNREADABLE: PhotoProblem = {
  title: 'Error reading file',
  description: "We couldn't read that image. Please try another one.",
}

/** Why `file` cannot be used, or null when it can. */
export function checkPhoto(file: File): PhotoProblem | null {
  if (!PHOTO_TYPES.includes(file.type)) return PHOTO_WRONG_TYPE
  if (file.size > PHOTO_MAX_BYTES) return PHOTO_TOO_LARGE
  return null
}

/** The checked file as a data URL the server takes. Rejects when the file cannot be read. */
export async function readPhoto(file: File): Promise<string> {
  if (SENDABLE_TYPES.includes(file.type) && file.size <= SENDABLE_MAX_BYTES) return readAsDataUrl(file)
  if (typeof createImageBitmap !== 'function') throw new Error('This browser cannot redraw images')
  const bitmap = await createImageBitmap(file)
  try {
    return drawAsJpeg(bitmap, bitmap.width, bitmap.height)
  } finally {
    bitmap.close()
  }
}

/** A picture (a decoded file, a video frame) as a JPEG data URL, scaled to fit 2048 pixels.
 * Transparent parts become white rather than JPEG's black. */
export function drawAsJpeg(source: CanvasImageSource, width: number, height: number): string {
  const scale = Math.min(1, REDRAWN_MAX_SIDE / Math.max(width, height))
  const canvas = document.createElement('canvas')
  canvas.width = Math.max(1, Math.round(width * scale))
  canvas.height = Math.max(1, Math.round(height * scale))
  const context = canvas.getContext('2d')
  if (!context) throw new Error('No 2D canvas to draw the photo on')
  context.fillStyle = '#ffffff'
  context.fillRect(0, 0, canvas.width, canvas.height)
  context.drawImage(source, 0, 0, canvas.width, canvas.height)
  return canvas.toDataURL('image/jpeg', JPEG_QUALITY)
}

function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader()
    reader.onload = () => {
      if (typeof reader.result === 'string') resolve(reader.result)
      else reject(new Error('The file did not read as a data URL'))
    }
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'))
    reader.readAsDataURL(file)
  })
}
