/** The wizard's steps, in order. The progress bar moves 20 points per step: 0 on the first,
 * 100 on the review. */

export const STEP_IDS = ['category', 'description', 'style', 'text', 'image', 'review'] as const

export type StepId = (typeof STEP_IDS)[number]

export const STEP_LABELS: Record<StepId, string> = {
  category: 'Category',
  description: 'Description',
  style: 'Style',
  text: 'Text',
  image: 'Image',
  review: 'Review',
}

export function stepIndex(step: StepId): number {
  return STEP_IDS.indexOf(step)
}

export function progressOf(step: StepId): number {
  return (stepIndex(step) * 100) / (STEP_IDS.length - 1)
}

/** The step after (or before, with -1) `step`, staying on the first and last. */
export function stepAfter(step: StepId, direction: 1 | -1 = 1): StepId {
  const index = Math.min(Math.max(stepIndex(step) + direction, 0), STEP_IDS.length - 1)
  return STEP_IDS[index]
}
