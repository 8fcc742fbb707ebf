import { useHydrated } from '@/hooks/use-hydrated'

/** The site's address in the HTML prerendered at build time, which cannot know where it will be
 * served (the .example domain is reserved for documentation). */
const PRERENDERED_ORIGIN = 'https://cardsmith.example'

/** Where the examples send their calls: the API lives on the same host as the site, wherever it runs. */
export function useSiteOrigin(): string {
  return useHydrated() ? window.location.origin : PRERENDERED_ORIGIN
}
