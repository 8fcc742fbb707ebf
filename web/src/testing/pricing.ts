import type { Pricing } from '@/lib/pricing'

/** The server's price table as GET /api/pricing answers it (every screen that prices an image). */
export const PRICING: Pricing = {
  costs: {
    low: { '1024x1024': 1, '1024x1536': 1.5, '1536x1024': 1.5, auto: 1.5 },
    medium: { '1024x1024': 4, '1024x1536': 6, '1536x1024': 6, auto: 6 },
    high: { '1024x1024': 15, '1024x1536': 23, '1536x1024': 23, auto: 23 },
    auto: { '1024x1024': 6, '1024x1536': 8, '1536x1024': 8, auto: 8 },
  },
  defaults: { size: '1024x1024', quality: 'medium', outputFormat: 'png', style: 'vivid', outputCompression: 80 },
  expectedSeconds: { low: 3, medium: 4, high: 5, auto: 4 },
}
