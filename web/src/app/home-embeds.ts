import { lazy } from 'react'
import type { HomeEmbeds } from '@/features/home/embeds'

/** The parts of other features that the home page shows, each in its own chunk: the home page
 * mounts them only as the visitor scrolls near, so the landing page's first load stays light. */
export const homeEmbeds: HomeEmbeds = {
  CardCreator: lazy(() =>
    import('@/features/create/components/wizard-loader').then((module) => ({ default: module.WizardLoader })),
  ),
  ImageGenerator: lazy(() =>
    import('@/features/generate/components/generator-panel').then((module) => ({ default: module.GeneratorPanel })),
  ),
  CreditPackages: lazy(() =>
    import('@/features/purchase/components/package-offers').then((module) => ({ default: module.PackageOffers })),
  ),
  CreditUsage: lazy(() =>
    import('@/features/purchase/components/credit-usage').then((module) => ({ default: module.CreditUsage })),
  ),
}
