import { Camera, ImageUp, LoaderCircle, Trash2 } from 'lucide-react'
import { useRef, useState, type DragEvent } from 'react'
import { Button } from '@/components/ui/button'
import { PHOTO_ACCEPT } from '@/lib/photo'
import { toast } from '@/lib/toast'
import { usePhotoFile } from '@/lib/use-photo-file'
import { cameraUnsupportedReason } from '../utils/camera'
import { CameraDialog } from './camera-dialog'

interface PhotoPickerProps {
  photo: string | null
  onPhotoChange: (photo: string | null) => void
}

/** A photo from a file (picked or dropped) or from the camera, with a preview and Remove. */
export function PhotoPicker({ photo, onPhotoChange }: PhotoPickerProps) {
  const input = useRef<HTMLInputElement>(null)
  const { reading, takeFile } = usePhotoFile(onPhotoChange)
  const [cameraOpen, setCameraOpen] = useState(false)


  const openCamera = () => {
    const reason = cameraUnsupportedReason()
    if (reason) toast({ variant: 'destructive', title: 'Camera unavailable', description: reason })
    else setCameraOpen(true)
  }

  const onDrop = (event: DragEvent) => {
    event.preventDefault()
    void takeFile(event.dataTransfer.files[0])
  }

  const buttons = (
    <div className="flex flex-col gap-2 sm:flex-row sm:justify-center">
      <Button variant={photo ? 'outline' : 'default'} onClick={() => input.current?.click()} disabled={reading}>
        {reading ? <LoaderCircle aria-hidden className="animate-spin" /> : <ImageUp aria-hidden />}
        {photo ? 'Replace Photo' : 'Upload a Photo'}
      </Button>
      <Button variant="outline" onClick={openCamera} disabled={reading}>
        <Camera aria-hidden />
        Take a Photo
      </Button>
    </div>
  )

  return (
    <div className="grid gap-4">
      <input
        ref={input}
        type="file"
        accept={PHOTO_ACCEPT}
        aria-label="Photo file"
        tabIndex={-1}
        className="sr-only"
        onChange={(event) => {
          void takeFile(event.target.files?.[0])
          // Picking the same file again after removing it should work too.
          event.target.value = ''
        }}
      />
      {photo ? (
        <div className="grid gap-4 sm:grid-cols-[minmax(0,14rem)_1fr] sm:items-center">
          <img src={photo} alt="Your photo" className="aspect-square w-full rounded-lg border object-cover shadow-card" />
          <div className="grid gap-2 sm:justify-items-start">
            <p className="text-sm text-muted-foreground">This photo will be worked into your card's design.</p>
            {buttons}
            <Button variant="ghost" className="text-destructive sm:justify-self-start" onClick={() => onPhotoChange(null)}>
              <Trash2 aria-hidden />
              Remove Photo
            </Button>
          </div>
        </div>
      ) : (
        <div
          onDragOver={(event) => event.preventDefault()}
          onDrop={onDrop}
          className="flex flex-col items-center gap-4 rounded-lg border-2 border-dashed border-input bg-[radial-gradient(circle_at_30%_20%,#fde9e3_0%,transparent_55%),radial-gradient(circle_at_80%_90%,#fff3d6_0%,transparent_50%)] px-4 py-10 text-center"
        >
          <span className="flex size-14 items-center justify-center rounded-full bg-card text-primary shadow-card">
            <ImageUp aria-hidden className="size-6" />
          </span>
          <div className="grid gap-1">
            <p className="font-semibold text-plum">Add a photo to your card</p>
            <p className="text-sm text-muted-foreground">JPEG, PNG, WebP or GIF, up to 10 MB. Or drop it here.</p>
          </div>
          {buttons}
        </div>
      )}
      <CameraDialog open={cameraOpen} onOpenChange={setCameraOpen} onCapture={onPhotoChange} />
    </div>
  )
}
