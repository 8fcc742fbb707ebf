import type { ReactNode } from 'react'
import { useWatch, type UseFormReturn } from 'react-hook-form'
import { Button } from '@/components/ui/button'
import { PHOTO_UNAVAILABLE } from '@/lib/photo'
import { categoryName } from '../data/categories'
import type { StepId } from '../data/steps'
import { styleName } from '../data/styles'
import type { CardWizardValues } from '../utils/wizard-values'

interface ReviewSummaryProps {
  form: UseFormReturn<CardWizardValues>
  onEdit: (step: StepId) => void
  busy: boolean
  /** Whether the image model in use can build a card on a photo. */
  photoOffered: boolean
}

/** Every answer, each with an Edit that goes back to its step. */
export function ReviewSummary({ form, onEdit, busy, photoOffered }: ReviewSummaryProps) {
  // Every field has a default value, so none is missing despite useWatch's partial type.
  const values = useWatch({ control: form.control }) as CardWizardValues
  const rows: { step: StepId; label: string; value: ReactNode }[] = [
    {
      step: 'category',
      label: 'Occasion',
      value: values.category ? categoryName(values.category) : <Muted>Not chosen</Muted>,
    },
    {
      step: 'description',
      label: 'Description',
      value: values.description.trim() || <Muted>None: designed from the occasion and style</Muted>,
    },
    { step: 'style', label: 'Style', value: values.style ? styleName(values.style) : <Muted>Not chosen</Muted> },
    { step: 'text', label: 'Card text', value: cardTextSummary(values) },
    {
      step: 'image',
      label: 'Photo',
      value: !photoOffered ? (
        <Muted>{PHOTO_UNAVAILABLE}</Muted>
      ) : values.uploadedImage ? (
        <img src={values.uploadedImage} alt="Your photo" className="size-16 rounded-md border object-cover" />
      ) : (
        <Muted>No photo</Muted>
      ),
    },
  ]
  return (
    <dl className="divide-y rounded-lg border">
      {rows.map((row) => (
        <div key={row.step} className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 px-4 py-3 sm:grid-cols-[8rem_1fr_auto]">
          <dt className="text-sm font-semibold text-foreground">{row.label}</dt>
          <dd className="col-span-2 row-start-2 min-w-0 text-sm break-words text-foreground sm:col-span-1 sm:row-start-auto">
            {row.value}
          </dd>
          <dd className="col-start-2 row-start-1 sm:col-start-auto sm:row-start-auto">
            <Button
              variant="link"
              size="sm"
              className="h-auto"
              aria-label={`Edit ${row.label}`}
              onClick={() => onEdit(row.step)}
              disabled={busy}
            >
              Edit
            </Button>
          </dd>
        </div>
      ))}
    </dl>
  )
}

function Muted({ children }: { children: ReactNode }) {
  return <span className="text-muted-foreground">{children}</span>
}

function cardTextSummary(values: CardWizardValues): ReactNode {
  if (!values.includeText) return <Muted>No text on the card</Muted>
  const text = values.cardText.trim()
  return text ? <q className="italic">{text}</q> : <Muted>No message written, so no text on the card</Muted>
}
