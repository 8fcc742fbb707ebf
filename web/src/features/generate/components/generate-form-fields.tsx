import { useWatch, type UseFormReturn } from 'react-hook-form'
import { FormatOptions, QualityOptions, SizeOptions, StyleOptions } from '@/components/generation/option-fields'
import { supportsCompression, type OutputFormat } from '@/lib/generation'
import type { Pricing } from '@/lib/pricing'
import type { GenerateFormValues } from '../api/generate-image'
import { OutputOptions } from './output-options'
import { PromptField } from './prompt-field'

interface GenerateFormFieldsProps {
  form: UseFormReturn<GenerateFormValues>
  pricing: Pricing
}

export function GenerateFormFields({ form, pricing }: GenerateFormFieldsProps) {
  const size = useWatch({ control: form.control, name: 'size' })
  // Only what the image model in use can be asked for is offered.
  const { options } = pricing

  // Switching format brings each format's own settings back to their starting point.
  const onFormatChange = (format: OutputFormat) => {
    form.setValue('outputCompression', supportsCompression(format) ? pricing.defaults.outputCompression : null)
    if (format === 'jpeg') form.setValue('transparentBackground', false)
  }

  return (
    <div className="grid gap-6">
      <PromptField form={form} maxLength={options.maxPromptChars} />
      <SizeOptions registration={form.register('size')} offered={options.sizes} />
      <QualityOptions registration={form.register('quality')} pricing={pricing} size={size} />
      <div className="grid gap-6 sm:grid-cols-[3fr_2fr]">
        <FormatOptions
          registration={form.register('outputFormat', {
            onChange: (event: { target: { value: OutputFormat } }) => onFormatChange(event.target.value),
          })}
          offered={options.outputFormats}
        />
        <StyleOptions registration={form.register('style')} />
      </div>
      <OutputOptions form={form} options={options} />
    </div>
  )
}
