interface StepHeaderProps {
  title: string
  description: string
}

/** A step's heading. It takes focus when the step opens (tabIndex -1, see CardWizard), so
 * keyboard and screen-reader users start at the top of the new step. */
export function StepHeader({ title, description }: StepHeaderProps) {
  return (
    <div className="mb-6 grid gap-1.5">
      <h2
        tabIndex={-1}
        data-step-heading
        className="font-display text-2xl font-semibold tracking-tight text-plum outline-none"
      >
        {title}
      </h2>
      <p className="text-muted-foreground">{description}</p>
    </div>
  )
}
