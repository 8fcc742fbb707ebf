import { expect, test } from '@playwright/test'
import { makeStaff, openConsole } from './console-helpers'
import { newAccount, signUp } from './support'
import { turnOnTwoFactor } from './two-factor-helpers'

/** The console's overview (/admin/overview): the figures the database counts, and the models. */

test('staff open the overview from the console and see today’s sign-ups and the models’ state', async ({ page, browser }) => {
  // Waiting for a fresh authenticator code can take up to 30 s on its own.
  test.setTimeout(120_000)
  const staff = newAccount('overview')
  const { secret, usedStep } = await turnOnTwoFactor(page, staff)
  const customerPage = await (await browser.newContext()).newPage()
  await signUp(customerPage, newAccount('counted'))
  await customerPage.context().close()
  makeStaff(staff.email, 'support')

  await openConsole(page, secret, usedStep)
  const navigation = page.getByRole('navigation', { name: 'Console' })
  await expect(navigation.getByRole('link').first()).toHaveText('Overview')
  await navigation.getByRole('link', { name: 'Overview' }).click()
  await expect(page).toHaveURL(/\/admin\/overview$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible()

  // Both accounts signed up today (the server may have counted other tests' too).
  const signUps = page.getByRole('group', { name: 'Sign-ups' })
  const today = signUps.getByRole('definition').first()
  await expect(today).toHaveText(/^[\d,]+$/)
  expect(Number((await today.innerText()).replace(/,/g, ''))).toBeGreaterThanOrEqual(2)
  await expect(signUps.getByRole('img')).toHaveAccessibleName(/^Sign-ups per day over the last 30 days \(UTC\): /)
  await expect(signUps.locator('canvas').first()).toBeVisible()

  // The embedded defaults draw with the built-in designer and write from the message library.
  const models = page.getByRole('list', { name: 'Configured models' })
  await expect(models.getByRole('listitem')).toHaveCount(2)
  await expect(models.getByRole('listitem').filter({ hasText: 'Image model' })).toContainText('Built in')
  await expect(models.getByRole('listitem').filter({ hasText: 'Message model' })).toContainText('Built in')
})
