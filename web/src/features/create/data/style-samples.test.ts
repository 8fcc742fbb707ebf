import { describe, expect, it } from 'vitest'
import { CATEGORY_IDS } from './categories'
import { STYLE_IDS, styleSampleUrl } from './styles'

// The files public/ serves, by the address the page asks for (scripts/style-samples.sh makes them).
const served = new Set(Object.keys(import.meta.glob('/public/images/styles/*/*.webp')).map((file) => file.slice('/public'.length)))

describe('style samples', () => {
  it('has a picture of every occasion in every style', () => {
    const missing = CATEGORY_IDS.flatMap((occasion) =>
      STYLE_IDS.map((style) => styleSampleUrl(style, occasion)).filter((url) => !served.has(url)),
    )
    expect(missing).toEqual([])
  })
})
