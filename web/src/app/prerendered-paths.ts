import { articleSlugs } from '@/features/blog/data/article-files'
import { LEGAL_PAGES } from '@/features/pages/data/legal-pages'

/**
 * The pages built to HTML at build time (scripts/prerender.mjs), which the server sends inside
 * #root so they show before any script runs. They read the same for every visitor. Screens that
 * change with the session (sign-in, the wizard, the generator, purchase, the account pages)
 * are left to the browser.
 */
export const PRERENDERED_PATHS: readonly string[] = [
  '/',
  '/blog',
  ...articleSlugs.map((slug) => `/${slug}`),
  '/about',
  '/help',
  '/tutorials',
  '/prompts',
  '/api-docs',
  ...Object.keys(LEGAL_PAGES).map((id) => `/${id}`),
]
