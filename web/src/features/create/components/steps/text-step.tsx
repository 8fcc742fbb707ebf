import { Controller, useWatch, type UseFormReturn } from 'react-hook-form'
import { TextareaField } from '@/components/form/textarea-field'
import { Label } from '@/components/ui/label'
import { Switch } from '@/components/ui/switch'
import { occasionWording } from '@/lib/occasions'
import { CARD_TEXT_MAX_LENGTH, fitCardText, type CardWizardValues } from '@/features/create/utils/wizard-values'
import { MessageSuggestions } from '../message-suggestions'
import { StepHeader } from '../step-header'

export function TextStep({ form }: { form: UseFormReturn<CardWizardValues> }) {
  const [includeText, cardText, category, recipientName] = useWatch({
    control: form.control,
    name: ['includeText', 'cardText', 'category', 'recipientName'],
  })
  const pick = (message: string) => form.setValue('cardText', fitCardText(message), { shouldDirty: true })
  return (
    <>
      <StepHeader
        title="Add a message"
        description="Words set on the card in clean lettering. Leave them off for a picture-only card."
      />
      <div className="grid gap-6">
        <div className="flex items-center justify-between gap-4 rounded-lg border bg-card px-4 py-3">
          <div className="grid gap-0.5">
            <Label htmlFor="includeText">Include text on the card</Label>
            <p id="include-text-hint" className="text-xs text-muted-foreground">
              Printed exactly as you write it.
            </p>
          </div>
          <Controller
            control={form.control}
            name="includeText"
            render={({ field }) => (
              <Switch
                id="includeText"
                aria-describedby="include-text-hint"
                checked={field.value}
                onCheckedChange={field.onChange}
                onBlur={field.onBlur}
              />
            )}
          />
        </div>
        {includeText ? (
          <>
            <TextareaField
              form={form}
              name="cardText"
              label="Card text"
              rows={3}
              maxLength={CARD_TEXT_MAX_LENGTH}
              placeholder={occasionWording(category, recipientName).cardText}
            />
            {category ? <MessageSuggestions wizard={form} category={category} current={cardText} onPick={pick} /> : null}
          </>
        ) : null}
      </div>
    </>
  )
}
