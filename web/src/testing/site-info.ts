import type { SiteInfo } from '@/lib/site-info'

/** GET /api/site as the server answers on its defaults: the built-in offline designer makes the
 * images and purchases go through the demo checkout. */
export const SITE_INFO: SiteInfo = {
  imageProviderName: 'the Cardsmith built-in renderer',
  offlineDesigner: true,
  paymentsMode: 'demo',
  analyticsMeasurementId: null,
}

/** The same answer from a site with a real image model connected. */
export const SITE_INFO_WITH_IMAGE_MODEL: SiteInfo = {
  ...SITE_INFO,
  imageProviderName: 'OpenAI gpt-image-2',
  offlineDesigner: false,
}
