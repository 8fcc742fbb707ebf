import { useWatch, type UseFormReturn } from 'react-hook-form'
import { creditsLabel } from '@/lib/credits-label'
import { costOf, type Pricing, type Quality, type Size } from '@/lib/pricing'
import { supportsCompression, type GenerateFormValues, type OutputFormat } from '../api/generate-image'
import { OptionGroup, type Option } from './option-group'
import { OutputOptions } from './output-options'
import { PromptField } from './prompt-field'
import { SizeIcon } from './size-icon'

const SIZE_OPTIONS: { value: Size; label: string; hint: string }[] = [
  { value: '1024x1024', label: 'Square', hint: '1024 × 1024' },
  { value: '1024x1536', label: 'Portrait', hint: '1024 × 1536' },
  { value: '1536x1024', label: 'Landscape', hint: '1536 × 1024' },
  { value: 'auto', label: 'Auto', hint: 'Best fit' },
]
const QUALITY_LABELS: Record<Quality, string> = { low: 'Low', medium: 'Medium', high: 'High', auto: 'Auto' }
const FORMAT_OPTIONS: Option<OutputFormat>[] = [
  { value: 'png', label: 'PNG', hint: 'Lossless' },
  { value: 'jpeg', label: 'JPEG', hint: 'Smaller file' },
  { value: 'webp', label: 'WebP', hint: 'Small + sharp' },
]
const STYLE_OPTIONS: Option<GenerateFormValues['style']>[] = [
  { value: 'vivid', label: 'Vivid', hint: 'Bold and dramatic' },
  { value: 'natural', label: 'Natural', hint: 'Soft and realistic' },
]

interface GenerateFormFieldsProps {
  form: UseFormReturn<GenerateFormValues>
  pricing: Pricing
}

export function GenerateFormFields({ form, pricing }: GenerateFormFieldsProps) {
  const size = useWatch({ control: form.control, name: 'size' })
  const qualityOptions = Object.entries(QUALITY_LABELS).map(([value, label]) => ({
    value: value as Quality,
    label,
    hint: creditsLabel(costOf(pricing, value as Quality, size)),
  }))

  // Switching format brings each format's own settings back to their starting point.
  const onFormatChange = (format: OutputFormat) => {
    form.setValue('outputCompression', supportsCompression(format) ? pricing.defaults.outputCompression : null)
    if (format === 'jpeg') form.setValue('transparentBackground', false)
  }

  return (
    <div className="grid gap-6">
      <PromptField form={form} />
      <OptionGroup
        legend="Size"
        options={SIZE_OPTIONS.map((option) => ({ ...option, icon: <SizeIcon size={option.value} /> }))}
        registration={form.register('size')}
      />
      <OptionGroup legend="Quality" options={qualityOptions} registration={form.register('quality')} />
      <div className="grid gap-6 sm:grid-cols-[3fr_2fr]">
        <OptionGroup
          legend="Format"
          options={FORMAT_OPTIONS}
          columnsClassName="grid-cols-3"
          registration={form.register('outputFormat', {
            onChange: (event: { target: { value: OutputFormat } }) => onFormatChange(event.target.value),
          })}
        />
        <OptionGroup legend="Style" options={STYLE_OPTIONS} columnsClassName="grid-cols-2" registration={form.register('style')} />
      </div>
      <OutputOptions form={form} />
    </div>
  )
}
