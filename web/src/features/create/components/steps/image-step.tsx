import { useWatch, type UseFormReturn } from 'react-hook-form'
import { PHOTO_UNAVAILABLE } from '@/lib/photo'
import type { CardWizardValues } from '@/features/create/utils/wizard-values'
import { PhotoNote } from '../photo-note'
import { PhotoPicker } from '../photo-picker'
import { StepHeader } from '../step-header'

interface ImageStepProps {
  form: UseFormReturn<CardWizardValues>
  /** Whether the image model in use can build a card on a photo; the step stays either way,
   * so the wizard keeps its six steps. */
  photoOffered: boolean
  /** The restored wizard lost its photo on the way: ask for it again. */
  photoLeftOut: boolean
  onPhotoChange: (photo: string | null) => void
}

export function ImageStep({ form, photoOffered, photoLeftOut, onPhotoChange }: ImageStepProps) {
  const photo = useWatch({ control: form.control, name: 'uploadedImage' })
  if (!photoOffered) return <StepHeader title="Add a photo" description={PHOTO_UNAVAILABLE} />
  return (
    <>
      <StepHeader
        title="Add a photo"
        description="Optional: a photo of the person, pet or place the card is about, worked into the design."
      />
      <div className="grid gap-4">
        {photoLeftOut && !photo ? <PhotoNote /> : null}
        <PhotoPicker photo={photo} onPhotoChange={onPhotoChange} />
      </div>
    </>
  )
}
