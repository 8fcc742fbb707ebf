import type { ComponentType } from 'react'

/**
 * What the home page shows from other features. Features never import each other, so the app
 * hands these in; it loads them lazily, and the home page mounts them only as the visitor
 * scrolls near, so none of them weighs on the landing page's first load.
 */
export interface HomeEmbeds {
  /** The card wizard, with its own loading state ('Card Creator Preview'). */
  CardCreator: ComponentType
  /** The image form for signed-in users, the account prompt for visitors ('Image Generator Preview'). */
  ImageGenerator: ComponentType
  /** One card per credit package with Buy Now; a visitor is asked to log in first. */
  CreditPackages: ComponentType
  /** Credits per image by quality and size, from GET /api/pricing. */
  CreditUsage: ComponentType
}
