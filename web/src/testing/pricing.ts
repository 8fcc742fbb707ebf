import type { ImageOptions, Pricing } from '@/lib/pricing'

/** The server's price table as GET /api/pricing answers it (every screen that prices an image),
 * with an image model that offers every option (the built-in renderer). */
export const PRICING: Pricing = {
  costs: {
    low: { '1024x1024': 1, '1024x1536': 1.5, '1536x1024': 1.5, auto: 1.5 },
    medium: { '1024x1024': 4, '1024x1536': 6, '1536x1024': 6, auto: 6 },
    high: { '1024x1024': 15, '1024x1536': 23, '1536x1024': 23, auto: 23 },
    auto: { '1024x1024': 6, '1024x1536': 8, '1536x1024': 8, auto: 8 },
  },
  defaults: { size: '1024x1024', quality: 'medium', outputFormat: 'png', style: 'vivid', outputCompression: 80 },
  expectedSeconds: { low: 3, medium: 4, high: 5, auto: 4 },
  options: {
    sizes: ['1024x1024', '1024x1536', '1536x1024', 'auto'],
    qualities: ['low', 'medium', 'high', 'auto'],
    outputFormats: ['png', 'jpeg', 'webp'],
    transparentBackground: true,
    outputCompression: true,
    photo: true,
    keepsFaces: true,
    maxPromptChars: 4000,
    revise: true,
  },
}

/** The same table with an image model that offers less, e.g. `pricingWith({ photo: false })`. */
export function pricingWith(options: Partial<ImageOptions>): Pricing {
  return { ...PRICING, options: { ...PRICING.options, ...options } }
}
