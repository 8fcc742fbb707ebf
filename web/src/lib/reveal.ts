/** On a phone a result appears under the form that made it: bring it into view. (On wide
 * screens it is already beside the form, in the upper half of the window, and nothing moves.) */
export function revealBelowTheFold(element: HTMLElement) {
  const { top } = element.getBoundingClientRect()
  if (top >= 0 && top < window.innerHeight / 2) return
  const smooth = !window.matchMedia?.('(prefers-reduced-motion: reduce)').matches
  element.scrollIntoView({ behavior: smooth ? 'smooth' : 'auto', block: 'start' })
}
