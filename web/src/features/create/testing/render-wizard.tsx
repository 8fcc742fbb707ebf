import { screen } from '@testing-library/react'
import type { UserEvent } from '@testing-library/user-event'
import type { User } from '@/lib/auth'
import { renderRoute, TEST_USER } from '@/testing/render'
import { CreateRoute } from '../routes/create'

interface RenderWizardOptions {
  user?: User | null
  url?: string
  strictMode?: boolean
}

/** The /create screen, for a signed-in user unless told otherwise. */
export function renderWizard({ user = TEST_USER, url = '/create', strictMode }: RenderWizardOptions = {}) {
  return renderRoute({ path: '/create', element: <CreateRoute />, url, user, strictMode })
}

export const continueButton = () => screen.getByRole('button', { name: 'Continue' })
export const backButton = () => screen.getByRole('button', { name: 'Back' })
export const progressBar = () => screen.getByRole('progressbar', { name: 'Card progress' })
export const stepHeading = () => screen.getByRole('heading', { level: 2 })

/** Answers every step (a birthday card in watercolor with a short message) and stops at the review. */
export async function walkToReview(user: UserEvent, { cardText = 'Happy birthday, Sam!' } = {}) {
  await user.click(await screen.findByRole('radio', { name: 'Birthday' }))
  await user.click(continueButton())
  await user.click(screen.getByLabelText('Card description'))
  await user.paste('A golden retriever in a party hat')
  await user.click(continueButton())
  await user.click(screen.getByRole('radio', { name: /^Watercolor/ }))
  await user.click(continueButton())
  await user.click(screen.getByLabelText('Card text'))
  await user.paste(cardText)
  await user.click(continueButton())
  await user.click(continueButton())
  await screen.findByRole('heading', { name: 'Review your card' })
}
