import type { UseFormRegisterReturn } from 'react-hook-form'
import { OptionGroup, type Option } from '@/components/generation/option-group'
import { fieldErrorId } from '@/components/ui/form-field'
import { CARD_FONT_FAMILIES, CARD_FONT_LABELS, CARD_FONTS, type CardFont } from '@/lib/card-fonts'
import { previewWords } from './send-form'

interface FontChoiceProps {
  message: string
  /** What the fonts show while no message is written: a few words for the card's occasion. */
  sample: string
  registration: UseFormRegisterReturn
  error?: string
}

export function FontChoice({ message, sample, registration, error }: FontChoiceProps) {
  const preview = previewWords(message, sample)
  const options: Option<CardFont>[] = CARD_FONTS.map((font) => ({
    value: font,
    label: CARD_FONT_LABELS[font],
    hint: (
      <span
        aria-hidden
        className="block truncate text-base text-foreground"
        style={{ fontFamily: CARD_FONT_FAMILIES[font], fontSize: font === 'handwritten' ? '1.25rem' : undefined }}
      >
        {preview}
      </span>
    ),
  }))
  return (
    <div className="grid gap-1">
      <OptionGroup
        legend="Message font"
        options={options}
        registration={registration}
        columnsClassName="grid-cols-1 sm:grid-cols-3"
        tileClassName="min-w-0"
      />
      {error ? (
        <p id={fieldErrorId('font')} role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  )
}
