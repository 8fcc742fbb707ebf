/** The page area while a screen's code loads on a full page load: quiet, and tall enough
 * that the footer does not jump up and back down. */
export function PageFallback() {
  return <div role="status" aria-busy="true" aria-label="Loading page" className="min-h-[70vh]" />
}
