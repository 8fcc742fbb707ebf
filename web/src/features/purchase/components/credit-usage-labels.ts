import type { Quality, Size } from '@/lib/pricing'

export const QUALITY_LABELS: Record<Quality, string> = { low: 'Low', medium: 'Medium', high: 'High', auto: 'Auto' }

export const SIZE_LABELS: Record<Size, { size: string; shape: string }> = {
  '1024x1024': { size: '1024×1024', shape: 'Square' },
  '1024x1536': { size: '1024×1536', shape: 'Portrait' },
  '1536x1024': { size: '1536×1024', shape: 'Landscape' },
  auto: { size: 'Auto', shape: 'Best fit' },
}
