import { ImagePlus, LoaderCircle, Trash2 } from 'lucide-react'
import { useRef, type DragEvent } from 'react'
import { Button } from '@/components/ui/button'
import { fieldErrorId } from '@/components/ui/form-field'
import { PHOTO_ACCEPT } from '@/lib/photo'
import { usePhotoFile } from '@/lib/use-photo-file'
import { PhotoPrint } from './photo-print'

interface MessagePhotoFieldProps {
  /** Makes the field's ids unique when two forms share the page. */
  id: string
  /** What the preview shows: a data URL just chosen, or the address of the photo the message has. */
  photo: string | null
  /** A data URL once a file is chosen and read; null when the photo is removed. */
  onChange: (photo: string | null) => void
  /** The server's word on the photo, shown under the field. */
  error?: string | null
  disabled?: boolean
}

/**
 * A signer's optional photo, kept small beside the rest of the form: one button until a photo is
 * chosen (or dropped on the field), then the photo as it will look on the card with Replace and
 * Remove. A file that is not an image, or cannot be read, is refused with a toast as in the wizard.
 */
export function MessagePhotoField({ id, photo, onChange, error, disabled = false }: MessagePhotoFieldProps) {
  const input = useRef<HTMLInputElement>(null)
  const { reading, takeFile } = usePhotoFile(onChange)
  const busy = disabled || reading
  const hintId = `${id}-hint`


  // A file dropped anywhere else would make the browser leave the page, and the message with it.
  const onDrop = (event: DragEvent) => {
    event.preventDefault()
    if (!busy) void takeFile(event.dataTransfer.files[0])
  }

  const choose = () => input.current?.click()
  const spinner = reading ? <LoaderCircle aria-hidden className="animate-spin" /> : <ImagePlus aria-hidden />

  return (
    <fieldset
      className="grid gap-2"
      aria-describedby={[error ? fieldErrorId(id) : null, hintId].filter(Boolean).join(' ')}
      onDragOver={(event) => event.preventDefault()}
      onDrop={onDrop}
    >
      <legend className="mb-2 text-sm font-semibold text-foreground">A photo, optional</legend>
      <input
        ref={input}
        id={id}
        type="file"
        accept={PHOTO_ACCEPT}
        aria-label="Photo file"
        tabIndex={-1}
        className="sr-only"
        disabled={busy}
        onChange={(event) => {
          void takeFile(event.target.files?.[0])
          // Choosing the same file again after removing it should work too.
          event.target.value = ''
        }}
      />
      {photo ? (
        <div className="flex flex-wrap items-center gap-x-6 gap-y-3">
          <PhotoPrint src={photo} alt="Your photo" className="ms-1 w-28 sm:w-32" />
          <div className="flex flex-col items-start gap-1">
            <Button variant="outline" size="sm" onClick={choose} disabled={busy} aria-busy={reading || undefined}>
              {spinner}
              Replace photo
            </Button>
            <Button variant="ghost" size="sm" className="text-destructive" onClick={() => onChange(null)} disabled={busy}>
              <Trash2 aria-hidden />
              Remove photo
            </Button>
          </div>
        </div>
      ) : (
        <Button
          variant="outline"
          onClick={choose}
          disabled={busy}
          aria-busy={reading || undefined}
          className="justify-self-start border-dashed"
        >
          {spinner}
          Add a photo
        </Button>
      )}
      {error ? (
        <p id={fieldErrorId(id)} role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
      <p id={hintId} className="text-xs text-muted-foreground">
        It goes above your message, like a small print.
      </p>
    </fieldset>
  )
}
