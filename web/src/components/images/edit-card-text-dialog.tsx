import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { FormAlert } from '@/components/form/form-alert'
import { SubmitButton } from '@/components/form/submit-button'
import { TextareaField } from '@/components/form/textarea-field'
import { OptionGroup } from '@/components/generation/option-group'
import { Button } from '@/components/ui/button'
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { fieldErrorId } from '@/components/ui/form-field'
import { occasionWording } from '@/lib/occasions'
import { useServerError } from '@/hooks/use-server-error'
import { toast } from '@/lib/toast'
import { CARD_TEXT_MAX_LENGTH, textPositionOf, textSchemeOf, type CardDetails, type CardImage } from './card-image'
import { POSITION_OPTIONS, SCHEME_OPTIONS } from './card-text-options'
import {
  CARD_TEXT_NOT_SAVED_FALLBACK,
  cardTextFormSchema,
  useEditCardText,
  type CardTextValues,
} from './edit-card-text'

interface EditCardTextDialogProps {
  imageId: string
  card: CardDetails
  open: boolean
  onOpenChange: (open: boolean) => void
  /** The card with its new file, once the server has set the words. */
  onSaved?: (image: CardImage) => void
}

/** Changes a card's words, where they sit and their colours. Free: the art is kept and only
 * the lettering is set again. */
export function EditCardTextDialog({ open, onOpenChange, ...formProps }: EditCardTextDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-xl">
        <DialogHeader>
          <DialogTitle>Edit card text</DialogTitle>
          <DialogDescription>
            Change the words on your card and how they look. It's free: your credits are not used.
          </DialogDescription>
        </DialogHeader>
        {/* Inside the content, so each opening starts from the card as it is now. */}
        <EditCardTextForm {...formProps} onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  )
}

const FIELDS = ['text', 'position', 'scheme'] as const

function EditCardTextForm({
  imageId,
  card,
  onSaved,
  onDone,
}: Omit<EditCardTextDialogProps, 'open' | 'onOpenChange'> & { onDone: () => void }) {
  const form = useForm<CardTextValues>({
    resolver: zodResolver(cardTextFormSchema),
    defaultValues: { text: card.text ?? '', position: textPositionOf(card), scheme: textSchemeOf(card) },
  })
  const serverError = useServerError(form, FIELDS, CARD_TEXT_NOT_SAVED_FALLBACK)
  const editText = useEditCardText()

  const onSubmit = form.handleSubmit(async (values) => {
    serverError.clear()
    try {
      const image = await editText.mutateAsync({ id: imageId, ...values })
      toast({
        title: 'Card text updated',
        description: values.text ? 'Your card shows its new words.' : 'Your card now has no words on it.',
      })
      onSaved?.(image)
      onDone()
    } catch (error) {
      serverError.show(error)
    }
  })

  const { errors, isSubmitting } = form.formState
  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-5">
      <FormAlert message={serverError.message} />
      <TextareaField
        form={form}
        name="text"
        id="edit-card-text"
        label="Card text"
        hint="Set exactly as you write it. Leave it empty for a card without words."
        rows={3}
        maxLength={CARD_TEXT_MAX_LENGTH}
        placeholder={occasionWording(card.category).cardText}
      />
      <div className="grid gap-1">
        <OptionGroup
          legend="Position"
          options={POSITION_OPTIONS}
          registration={form.register('position')}
          columnsClassName="grid-cols-3"
          // Three across a phone leaves no room for the picture beside the label: put it above.
          tileClassName="max-sm:flex-col max-sm:justify-center max-sm:gap-1 max-sm:py-2"
        />
        <FieldError id="position" message={errors.position?.message} />
      </div>
      <div className="grid gap-1">
        <OptionGroup
          legend="Colours"
          options={SCHEME_OPTIONS}
          registration={form.register('scheme')}
          columnsClassName="grid-cols-2 sm:grid-cols-4"
        />
        <FieldError id="scheme" message={errors.scheme?.message} />
      </div>
      <DialogFooter>
        <Button variant="outline" onClick={onDone} disabled={isSubmitting}>
          Cancel
        </Button>
        <SubmitButton pending={isSubmitting} pendingLabel="Saving…" size="default" className="sm:w-auto">
          Save text
        </SubmitButton>
      </DialogFooter>
    </form>
  )
}

function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null
  return (
    <p id={fieldErrorId(id)} role="alert" className="text-sm font-medium text-destructive">
      {message}
    </p>
  )
}
