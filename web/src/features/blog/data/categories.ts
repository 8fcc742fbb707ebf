/** The blog's categories, in the order the filter buttons show them. Every category has at
 * least one article (checked by a test), so no filter ever leads to an empty list. */
export const BLOG_CATEGORIES = [
  'Holiday Cards',
  'Birthday Cards',
  'Wedding Cards',
  'Sympathy Cards',
  'Thank You Cards',
  'AI Technology',
] as const

export type BlogCategory = (typeof BLOG_CATEGORIES)[number]
