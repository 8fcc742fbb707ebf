/** A preview panel's outline while its code loads: about the wizard's height, so the page
 * below does not jump much when it arrives. */
export function PanelPlaceholder({ label }: { label: string }) {
  return <div role="status" aria-busy="true" aria-label={label} className="h-[34rem] animate-pulse rounded-xl border bg-card shadow-card md:h-[29rem]" />
}
