import { Camera, Check, LoaderCircle, RotateCcw } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { Button } from '@/components/ui/button'
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { drawAsJpeg } from '@/lib/photo'
import { toast } from '@/lib/toast'
import { useCameraStream } from '../hooks/use-camera-stream'

interface CameraDialogProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** The photo taken, as a JPEG data URL. */
  onCapture: (photo: string) => void
}

/** "Take a Photo": a live preview, Capture, then Retake or Use photo. The camera runs only
 * while the dialog is open. */
export function CameraDialog({ open, onOpenChange, onCapture }: CameraDialogProps) {
  const fail = (reason: string) => {
    onOpenChange(false)
    toast({ variant: 'destructive', title: 'Camera unavailable', description: reason })
  }
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-xl">
        <DialogHeader>
          <DialogTitle>Take a Photo</DialogTitle>
          <DialogDescription>
            Frame your shot, then capture it. Nothing is kept until you choose Use photo.
          </DialogDescription>
        </DialogHeader>
        {/* Mounted only while open, so closing the dialog always switches the camera off. */}
        {open ? (
          <CameraCapture
            onUse={(photo) => {
              onCapture(photo)
              onOpenChange(false)
            }}
            onFail={fail}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  )
}

function CameraCapture({ onUse, onFail }: { onUse: (photo: string) => void; onFail: (reason: string) => void }) {
  const stream = useCameraStream(onFail)
  const video = useRef<HTMLVideoElement>(null)
  const [ready, setReady] = useState(false)
  const [still, setStill] = useState<string | null>(null)

  useEffect(() => {
    if (video.current && stream) video.current.srcObject = stream
  }, [stream])

  const capture = () => {
    const element = video.current
    if (!element) return
    try {
      setStill(drawAsJpeg(element, element.videoWidth, element.videoHeight))
    } catch {
      onFail('The photo could not be taken. Please try again, or upload a photo instead.')
    }
  }

  return (
    <>
      <div className="relative aspect-[4/3] overflow-hidden rounded-lg bg-plum">
        <video
          ref={video}
          autoPlay
          playsInline
          muted
          aria-label="Camera preview"
          onLoadedMetadata={() => setReady(true)}
          className={still ? 'hidden' : 'size-full object-cover'}
        />
        {still ? <img src={still} alt="The photo you took" className="size-full object-cover" /> : null}
        {!ready && !still ? (
          <div className="absolute inset-0 flex flex-col items-center justify-center gap-2 text-sm text-white/80">
            <LoaderCircle aria-hidden className="size-6 animate-spin" />
            Starting the camera…
          </div>
        ) : null}
      </div>
      <DialogFooter>
        {still ? (
          <>
            <Button variant="outline" onClick={() => setStill(null)}>
              <RotateCcw aria-hidden />
              Retake
            </Button>
            <Button onClick={() => onUse(still)}>
              <Check aria-hidden />
              Use photo
            </Button>
          </>
        ) : (
          <Button onClick={capture} disabled={!ready}>
            <Camera aria-hidden />
            Capture
          </Button>
        )}
      </DialogFooter>
    </>
  )
}
