import { useState } from 'react'
import { checkPhoto, PHOTO_UNREADABLE, readPhoto } from '@/lib/photo'
import { toast } from '@/lib/toast'

/**
 * Takes a photo file the user picked or dropped: checks it, reads it as a data URL the server
 * takes and hands that on. A file that is not an image, is too large or cannot be read is refused
 * with a toast saying why. `reading` is true while a file is being read.
 */
export function usePhotoFile(onPhoto: (photo: string) => void) {
  const [reading, setReading] = useState(false)
  const takeFile = async (file: File | undefined) => {
    if (!file) return
    const problem = checkPhoto(file)
    if (problem) {
      toast({ variant: 'destructive', ...problem })
      return
    }
    setReading(true)
    try {
      onPhoto(await readPhoto(file))
    } catch {
      toast({ variant: 'destructive', ...PHOTO_UNREADABLE })
    } finally {
      setReading(false)
    }
  }
  return { reading, takeFile }
}
