import type { Pricing } from '@/lib/pricing'
import type { GenerateFormValues } from '../api/generate-image'

/** A fresh form with the server's defaults. */
export function defaultFormValues(pricing: Pricing): GenerateFormValues {
  const { size, quality, outputFormat, style, outputCompression } = pricing.defaults
  return {
    prompt: '',
    size,
    quality,
    outputFormat,
    style,
    outputCompression: outputFormat === 'png' ? null : outputCompression,
    transparentBackground: false,
  }
}
