import { describe, expect, it } from 'vitest'
import { PRICING } from '@/testing/pricing'
import { defaultFormValues } from '../utils/default-values'
import { toGenerateRequest } from './generate-image'

describe('toGenerateRequest', () => {
  const webp = { ...defaultFormValues(PRICING), prompt: 'A fox in the snow', outputFormat: 'webp' as const }
  const chosen = { ...webp, outputCompression: 55, transparentBackground: true }

  it('sends compression and a transparent background where the model takes them', () => {
    const request = toGenerateRequest(chosen, PRICING.options)
    expect(request).toMatchObject({ outputCompression: 55, background: 'transparent' })
  })

  it('leaves out what the model in use cannot do, whatever the form holds', () => {
    const options = { ...PRICING.options, outputCompression: false, transparentBackground: false }
    expect(toGenerateRequest(chosen, options)).toMatchObject({ outputCompression: null, background: null })
  })
})
